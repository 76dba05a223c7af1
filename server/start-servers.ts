import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildServer, type AppConfig, type BuiltServer } from './app';
import type { ServerConfig } from './settings/server-settings';
import { SANDBOX_DEMO_HOSTS } from './lib/deployment-hosts';
import { originFor } from './lib/foreign-origin';

/**
 * What startServers reads: buildServer's, and where to listen, as parsed (server/settings/): the
 * foreign origin is started beside a sandbox only when `foreign` is set.
 */
export type StartConfig = AppConfig & Pick<ServerConfig, 'host' | 'port' | 'appOrigin' | 'foreign'>;

export interface RunningServers {
  app: BuiltServer;
  appOrigin: string;
  /** Absent in proxy mode (`upstream`) or when no `foreign` address was given. */
  foreign?: { server: FastifyInstance; origin: string };
  close(): Promise<void>;
}

/** What the bound foreign port answers until its server is ready: never a hanging request. */
function starting(_request: IncomingMessage, response: ServerResponse): void {
  response
    .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' })
    .end('Starting, please try again in a moment.');
}

/**
 * Listens on `host:port` (0: any free port) before the server that will answer there exists;
 * until then every request gets a 503, so nothing that connects early hangs.
 */
export async function bindPort(
  host: string,
  port: number,
): Promise<{ server: Server; origin: string }> {
  const server = createServer(starting);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port was bound');
  return { server, origin: originFor(host, address.port) };
}

function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app has no port');
  return address.port;
}

/** `host:port` of an origin, the form the app's host lists take (`localhost:4174`). */
function hostOf(origin: string): string {
  return new URL(origin).host;
}

/**
 * Starts the app (with the sandbox, or the proxy when `upstream` is set) and, in sandbox mode,
 * the foreign origin beside it. The two need each other's origin: the sandbox builds pay,
 * partner, agreement and image URLs from the foreign origin, and the foreign pages link back to
 * and may be framed by the app. So the foreign port is bound first (any free one for port 0),
 * then the app is built with that origin and started, then the foreign server with the app's
 * origin and database answers on the port bound at the start.
 */
export async function startServers(config: StartConfig): Promise<RunningServers> {
  const { host, port, foreign: foreignAt } = config;
  if (config.upstream || !foreignAt) {
    const app = await buildServer(config);
    await app.listen({ host, port });
    return { app, appOrigin: originFor(host, portOf(app)), close: () => app.close() };
  }

  const { server: socket, origin: foreignOrigin } = await bindPort(foreignAt.host, foreignAt.port);
  const foreignHost = hostOf(foreignOrigin);
  // The deployment's lists (the demo's own hosts by default) plus the foreign origin.
  const hosts = config.hosts ?? SANDBOX_DEMO_HOSTS;
  let app: BuiltServer | undefined;
  try {
    app = await buildServer({
      ...config,
      foreignOrigin,
      hosts: {
        link: [...hosts.link, foreignHost],
        frame: [...hosts.frame, foreignHost],
        image: [...hosts.image, foreignHost],
      },
    });
    await app.listen({ host, port });
    if (!app.db) throw new Error('the sandbox has no database');
    const appOrigin = config.appOrigin ?? originFor(host, portOf(app));
    // Loaded here, so proxy mode never loads sandbox code.
    const { buildForeignServer } = await import('./sandbox/foreign/foreign-server');
    const foreign = await buildForeignServer({
      db: app.db,
      appOrigin,
      server: socket,
      log: config.log,
    });
    const started = app;
    return {
      app: started,
      appOrigin: originFor(host, portOf(started)),
      foreign: { server: foreign, origin: foreignOrigin },
      async close() {
        await foreign.close();
        await started.close();
      },
    };
  } catch (error) {
    socket.close();
    await app?.close();
    throw error;
  }
}
