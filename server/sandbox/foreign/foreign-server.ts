import type { Server } from 'node:http';
import formbody from '@fastify/formbody';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyServerFactory,
  type FastifyServerFactoryHandler,
} from 'fastify';
import type { SandboxDb } from '../db';
import { createLogger, type Logger } from '../../ops/logger';
import { registerAgreementPages } from './agreement-pages';
import { registerForeignAssets } from './foreign-assets';
import { registerForeignHeaders } from './foreign-headers';
import { registerPartnerPages } from './partner-pages';
import { registerPayPages } from './pay-pages';

export interface ForeignServerOptions {
  /** The sandbox's database: the gateway settles orders in it, partner pages read products. */
  db: SandboxDb;
  /** The app's origin: "Back to the app" leads there, and only it may frame the agreements. */
  appOrigin: string;
  /**
   * A server already listening on the foreign port (start-servers.ts binds it first); once
   * ready, this instance takes over all of its requests.
   */
  server?: Server;
  /** The app server's logger (the foreign origin logs its errors only); silent when omitted. */
  log?: Logger;
}

/**
 * The foreign origin: a Fastify instance of its own, on its own port and host, with its own
 * headers, for everything that in production lives on other origins (the payment gateway,
 * partner lenders' sites, the lender's agreement pages and image CDN). Sandbox mode only.
 */
export async function buildForeignServer(options: ForeignServerOptions): Promise<FastifyInstance> {
  const { server } = options;
  let handle: ((...args: Parameters<FastifyServerFactoryHandler>) => void) | undefined;
  const serverFactory: FastifyServerFactory | undefined = server
    ? (handler) => {
        handle = handler;
        return server;
      }
    : undefined;
  const app = Fastify({
    serverFactory,
    loggerInstance: options.log?.child({ origin: 'foreign' }) ?? createLogger('silent'),
    logController: new LogController({ disableRequestLogging: true }),
  });
  // The pay page's form posts an empty form body.
  await app.register(formbody);
  registerForeignHeaders(app);
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Not found'),
  );
  app.setErrorHandler((error, request, reply) => {
    request.log.error({ err: error }, 'foreign origin error');
    return reply.code(500).type('text/plain; charset=utf-8').send('Something went wrong.');
  });

  registerPayPages(app, options.db, options.appOrigin);
  registerPartnerPages(app, options.db, options.appOrigin);
  registerAgreementPages(app, options.appOrigin);
  registerForeignAssets(app);

  if (server) {
    // Fastify closes only servers it started listening itself.
    app.addHook('onClose', async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    });
  }
  await app.ready();
  if (server && handle) {
    // Whatever answered while the port waited for this instance (start-servers' 503) steps aside.
    server.removeAllListeners('request');
    server.on('request', handle);
  }
  return app;
}
