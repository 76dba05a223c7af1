import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../lib/redact';

/**
 * One `warn` line for every 5xx this server answers (its own failures, the proxy's envelopes for
 * an upstream that failed, the lender's own 5xx passed on, 503 under overload), with the request
 * id, whether or not access lines are on (LOG_REQUESTS): ops must see these.
 */
export function logServerErrors(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500) return;
    request.log.warn(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime),
      },
      'answered with a server error',
    );
  });
}
