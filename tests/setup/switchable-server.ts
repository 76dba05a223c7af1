import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { outDir } from './paths';

/**
 * How the worker script is answered: normally, missing, as the HTML shell, unreachable, a later
 * build, or an earlier one (a replica still on the previous release, mid-rollout).
 */
export type WorkerMode =
  'normal' | 'missing' | 'html' | 'network-error' | 'new-version' | 'older-version';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

export interface SwitchableServer {
  url: string;
  mode: WorkerMode;
  /** The text that replaces the build's version string in `new-version` mode. */
  newVersion: string;
  /** The build's version string, as baked into sw.js. */
  oldVersion: string;
  /** The text that replaces it in `older-version` mode. */
  olderVersion: string;
  /** Every request path the server saw for /sw.js, with the mode it answered in. */
  workerRequests: WorkerMode[];
  close(): Promise<void>;
}

/**
 * A static host over a private copy of the build, whose answer for /sw.js a test can switch.
 * It stands for a hosting mistake (the worker deleted, or the SPA shell served in its place)
 * and for a deploy (a changed worker). No API: screens tested here must not need one.
 */
export async function startSwitchableServer(oldVersion: string): Promise<SwitchableServer> {
  const root = mkdtempSync(join(tmpdir(), 'borrower-dist-'));
  cpSync(outDir, root, { recursive: true });
  const shell = readFileSync(join(root, 'index.html'));
  const state: Pick<
    SwitchableServer,
    'mode' | 'newVersion' | 'workerRequests' | 'oldVersion' | 'olderVersion'
  > = {
    mode: 'normal',
    newVersion: 'build-e2e-next',
    olderVersion: 'build-e2e-previous',
    workerRequests: [],
    oldVersion,
  };
  const buildTime = builtBuildTime();

  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    if (path === '/sw.js') {
      state.workerRequests.push(state.mode);
      if (state.mode === 'network-error') {
        request.socket.destroy();
        return;
      }
      if (state.mode === 'missing') {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      if (state.mode === 'html') {
        response
          .writeHead(200, {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-cache',
          })
          .end(shell);
        return;
      }
      let body = readFileSync(join(root, 'sw.js'), 'utf8');
      // Another release: its version string, and a build time an hour later or earlier.
      const release = (version: string, time: number) =>
        body.split(state.oldVersion).join(version).split(String(buildTime)).join(String(time));
      if (state.mode === 'new-version') body = release(state.newVersion, buildTime + 3_600_000);
      if (state.mode === 'older-version') body = release(state.olderVersion, buildTime - 3_600_000);
      response
        .writeHead(200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-cache',
        })
        .end(body);
      return;
    }
    if (path.startsWith('/api/')) {
      response
        .writeHead(503, { 'Content-Type': 'application/json' })
        .end('{"code":503,"message":"no API here"}');
      return;
    }
    const file = normalize(join(root, path));
    const inside = file.startsWith(root + sep);
    try {
      if (inside && extname(file)) {
        const body = readFileSync(file);
        response
          .writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
          .end(body);
        return;
      }
    } catch {
      response.writeHead(404).end('Not found');
      return;
    }
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
      .end(shell);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  });
}

/** The version string the build baked into sw.js (`__APP_VERSION__`). */
export function builtVersion(): string {
  const sw = readFileSync(join(outDir, 'sw.js'), 'utf8');
  const match = /version:[`"'](build-[^`"']+)[`"']/.exec(sw);
  if (!match?.[1]) throw new Error('sw.js does not carry a version string');
  return match[1];
}

/** The build time the build baked into sw.js (`__BUILD_TIME__`, sw/build-order.ts). */
export function builtBuildTime(): number {
  const sw = readFileSync(join(outDir, 'sw.js'), 'utf8');
  const match = /buildTime:(\d{13})\b/.exec(sw);
  if (!match?.[1]) throw new Error('sw.js does not carry a build time');
  return Number(match[1]);
}
