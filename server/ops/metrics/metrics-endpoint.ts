import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function sendMetrics(registry: Registry, reply: FastifyReply) {
  return reply
    .header('Content-Type', registry.contentType)
    .header('Cache-Control', 'no-store')
    .send(await registry.metrics());
}

/** True when the request carries `Authorization: Bearer <token>`. */
function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return given !== '' && sameSecret(given, token);
}

/**
 * `GET /metrics` on the app's public port: only with `Authorization: Bearer <METRICS_TOKEN>`.
 * Without a token configured, or with a wrong one, it is the plain 404 of any unknown file, so
 * the endpoint does not advertise itself.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  registry: Registry,
  token: string | undefined,
): void {
  app.get(METRICS_PATH, async (request, reply) => {
    if (token && hasToken(request, token)) return sendMetrics(registry, reply);
    return reply
      .code(404)
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Not found');
  });
}

/**
 * The metrics listener for `METRICS_PORT`: a server of its own that answers only `GET /metrics`,
 * bound to loopback unless `METRICS_HOST` says otherwise, so the scraper on the same host (or
 * the pod's sidecar) reads it and the public never can. With a token (required beyond loopback:
 * ../../settings/metrics-settings.ts) it answers only `Authorization: Bearer <token>`, else 401, so a
 * scraper that lost its token sees why.
 */
export async function startMetricsServer(
  registry: Registry,
  at: { host: string; port: number },
  token?: string,
): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get(METRICS_PATH, async (request, reply) => {
    if (token === undefined || hasToken(request, token)) return sendMetrics(registry, reply);
    return reply
      .code(401)
      .header('WWW-Authenticate', 'Bearer')
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Unauthorized');
  });
  await server.listen({ host: at.host, port: at.port });
  return server;
}
