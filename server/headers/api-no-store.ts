import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../lib/api-path';

/**
 * Every `/api` answer, sandbox or proxied, is `no-store`: it carries a borrower's money and
 * session values, so no browser, worker or shared cache on the way may keep it, whatever the
 * upstream said.
 */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
