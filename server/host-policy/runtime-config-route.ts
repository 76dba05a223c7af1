import type { FastifyInstance } from 'fastify';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '../../src/lib/links/runtime-config';

/**
 * `GET /app-config.json`: the runtime config the HTML pages also carry, never cached, so an app
 * running from the worker's cached shell learns a changed config on its next online load.
 */
export function registerRuntimeConfig(app: FastifyInstance, config: RuntimeConfig): void {
  const body = JSON.stringify(config);
  app.get(RUNTIME_CONFIG_PATH, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(body),
  );
}
