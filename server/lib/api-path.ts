import type { FastifyInstance } from 'fastify';

/** Where the lender's API lives on the app's own origin (DECISIONS.md section 1). */
export const API_PREFIX = '/api';

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

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
