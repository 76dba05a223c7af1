import type { FastifyInstance } from 'fastify';
import { sessionClaimOf } from '../lib/session-id';

/**
 * Refuses, before anything is read or forwarded, a call that names its session more than once
 * or two different ways (../lib/session-id.ts): 400 with the contract's envelope, so the lender
 * always receives the session the limits count (the proxy's scope registers it).
 */
export function registerSessionCheck(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request, reply) => {
    const claim = sessionClaimOf(request);
    if (!claim.ok) return reply.code(400).send({ code: 400, message: claim.message });
    return undefined;
  });
}
