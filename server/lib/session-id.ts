import type { FastifyRequest } from 'fastify';

/** The one session a call names, or why it names none the server can trust. */
export type SessionClaim = { ok: true; sessionId: string } | { ok: false; message: string };

export const SESSION_REPEATED =
  'The session is given more than once in this request. Please open the page from the app again.';
export const SESSION_CONFLICT =
  'The session in the address, the X-Session-Id header and the form do not match. Please open the page from the app again.';

function queryValues(request: FastifyRequest): unknown[] {
  const query = request.query;
  if (typeof query !== 'object' || query === null || !('sessionId' in query)) return [];
  const value: unknown = query.sessionId;
  return Array.isArray(value) ? value : [value];
}

/**
 * The session a call carries: its `sessionId` query parameter, its `X-Session-Id` header, and
 * (where the proxy read it) its body's `sessionId`, which must all be one value. The lender may
 * authenticate by any of them, so a repeated parameter or two different values are refused:
 * a limit keyed on one while the lender reads another would count no one
 * (docs/decisions/security-limit-keys.md). Its own module: the proxy's limits read it without
 * loading the sandbox (and libsql).
 */
export function sessionClaimOf(
  request: FastifyRequest,
  fromBody: readonly string[] = [],
): SessionClaim {
  const fromQuery = queryValues(request);
  if (fromQuery.length > 1 || fromBody.length > 1) return { ok: false, message: SESSION_REPEATED };
  const header = request.headers['x-session-id'];
  const given = [...fromQuery, header, ...fromBody].filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  if (fromQuery.some((value) => typeof value !== 'string'))
    return { ok: false, message: SESSION_REPEATED };
  const distinct = new Set(given);
  if (distinct.size > 1) return { ok: false, message: SESSION_CONFLICT };
  return { ok: true, sessionId: given[0] ?? '' };
}

/** The call's session; none (`''`) when it names two (the request is then refused: ../proxy/session-check.ts). */
export function sessionIdOf(request: FastifyRequest): string {
  const claim = sessionClaimOf(request);
  return claim.ok ? claim.sessionId : '';
}
