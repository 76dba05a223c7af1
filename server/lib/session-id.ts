import type { FastifyRequest } from 'fastify';

/**
 * The session a call carries: the `sessionId` query parameter, else the `X-Session-Id` header.
 * Its own module: the proxy's limits read it without loading the sandbox (and libsql).
 */
export function sessionIdOf(request: FastifyRequest): string {
  const header = request.headers['x-session-id'];
  const query = request.query;
  const fromQuery =
    typeof query === 'object' &&
    query !== null &&
    'sessionId' in query &&
    typeof query.sessionId === 'string'
      ? query.sessionId
      : '';
  return fromQuery || (typeof header === 'string' ? header : '');
}
