import type { FastifyInstance } from 'fastify';
import { routeName } from './route-name';
import type { ServerMetrics } from './server-metrics';

/**
 * Times every answered request, on every route of `app` (the hook is the root's, so the proxy,
 * the sandbox, the static files and the 404s all pass through it), by route NAME, method and
 * status class. Registered before any route, so none is left out.
 */
export function registerRequestMetrics(
  app: FastifyInstance,
  metrics: Pick<ServerMetrics, 'observeRequest'>,
): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({
      route: routeName(request.url),
      method: request.method,
      statusCode: reply.statusCode,
      // From the request's arrival to the last byte handed to the socket.
      seconds: reply.elapsedTime / 1000,
    });
  });
}
