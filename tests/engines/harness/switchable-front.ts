import {
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { builtBuildTime, builtVersion } from '../../setup/switchable-server';

/**
 * The app's origin as the browsers see it: a pass-through in front of the sandbox that a journey
 * can switch to "offline" (every connection refused or dropped: what a phone without signal
 * gets) or to a later release's worker script (a deploy). WebKitWebDriver has no offline switch,
 * and the sandbox is a real server, so this is how every engine goes offline and gets an update
 * the same way.
 */
export interface SwitchableFront {
  url: string;
  offline: boolean;
  /** Serve /sw.js as a later build's (another version string and build time). */
  newRelease: boolean;
  /** Hold each of the app's files (`/assets/…`) this long before asking for it: a slow network. */
  assetDelayMs: number;
  /**
   * Let the browser keep the app's files (their own `immutable` caching); off, every page asks
   * for all of its files again, so a held file is one the page is really waiting for.
   */
  storeAssets: boolean;
  /** The app's files held at this moment (their paths): what a Back now cuts short. */
  readonly heldAssets: string[];
  /** The sandbox's origin, set once it has started (its foreign pages need the front's first). */
  upstream: string;
  close(): Promise<void>;
}

export async function startSwitchableFront(): Promise<SwitchableFront> {
  const sockets = new Set<Socket>();
  const oldVersion = builtVersion();
  const buildTime = builtBuildTime();
  const state = {
    offline: false,
    newRelease: false,
    assetDelayMs: 0,
    storeAssets: true,
    upstream: new URL('http://127.0.0.1:9'),
  };

  function pass(incoming: IncomingMessage, outgoing: ServerResponse): void {
    const target = state.upstream;
    if (state.offline) {
      incoming.socket.destroy();
      return;
    }
    const path = incoming.url ?? '/';
    const rewrite = state.newRelease && path.split('?')[0] === '/sw.js';
    const headers = { ...incoming.headers };
    if (rewrite) {
      // The whole script, uncompressed, never "not modified": it is another file now.
      delete headers['accept-encoding'];
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const upstreamRequest = forward(
      { host: target.hostname, port: target.port, method: incoming.method, path, headers },
      (answer) => {
        if (!rewrite) {
          const kept =
            state.storeAssets || !path.startsWith('/assets/')
              ? answer.headers
              : { ...answer.headers, 'cache-control': 'no-store' };
          outgoing.writeHead(answer.statusCode ?? 502, kept);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks)
            .toString('utf8')
            .split(oldVersion)
            .join('build-engines-next')
            .split(String(buildTime))
            .join(String(buildTime + 3_600_000));
          const kept = { ...answer.headers };
          delete kept['content-length'];
          delete kept.etag;
          delete kept['last-modified'];
          outgoing.writeHead(answer.statusCode ?? 502, kept).end(body);
        });
      },
    );
    upstreamRequest.on('error', () => outgoing.destroy());
    incoming.pipe(upstreamRequest);
  }

  const held = new Set<IncomingMessage>();
  const server: Server = createServer((incoming, outgoing) => {
    const delay = (incoming.url ?? '').startsWith('/assets/') ? state.assetDelayMs : 0;
    if (delay <= 0) {
      pass(incoming, outgoing);
      return;
    }
    held.add(incoming);
    // A file the browser gave up on (the page left) is no longer held, and is never forwarded:
    // the sandbox would be left a request that never ends.
    outgoing.on('close', () => held.delete(incoming));
    setTimeout(() => {
      if (held.delete(incoming)) pass(incoming, outgoing);
    }, delay);
  });
  server.on('connection', (socket: Socket) => {
    if (state.offline) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${String(port)}`,
    get offline() {
      return state.offline;
    },
    set offline(value: boolean) {
      state.offline = value;
      // Kept-alive connections would carry on as if the network were there.
      if (value) for (const socket of sockets) socket.destroy();
    },
    get newRelease() {
      return state.newRelease;
    },
    set newRelease(value: boolean) {
      state.newRelease = value;
    },
    get assetDelayMs() {
      return state.assetDelayMs;
    },
    set assetDelayMs(value: number) {
      state.assetDelayMs = value;
    },
    get storeAssets() {
      return state.storeAssets;
    },
    set storeAssets(value: boolean) {
      state.storeAssets = value;
    },
    get heldAssets() {
      return [...held].map((incoming) => (incoming.url ?? '').split('?')[0] ?? '');
    },
    get upstream() {
      return state.upstream.origin;
    },
    set upstream(value: string) {
      state.upstream = new URL(value);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
