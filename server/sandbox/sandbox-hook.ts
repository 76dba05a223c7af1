import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxDb } from './db';
import { SandboxError, type Envelope } from './envelope';
import { findBorrower, SESSION_EXPIRED, type Borrower } from './module';

/**
 * HTTP statuses of a hook's refusals. Hooks are test and demo tools, not calls of the lender's
 * contract, so a refusal is a real HTTP failure (a script sees it without reading the envelope);
 * the envelope is the sandbox's usual `{ code, message }`.
 */
const NO_SESSION = 401;
const NOT_FOUND = 404;

type HookHandler = (borrower: Borrower, request: FastifyRequest) => Envelope | Promise<Envelope>;

/**
 * Registers a sandbox-only hook (`/sandbox/...`, read-outs and stand-ins for the lender's back
 * office). Every hook acts for the borrower of the call's session (the `sessionId` query
 * parameter or `X-Session-Id`, as the app's own calls carry it) and must touch only that
 * borrower's rows: without a known session it answers 401 before the handler runs.
 */
export function sandboxHook(
  app: FastifyInstance,
  db: SandboxDb,
  method: 'GET' | 'POST',
  path: `/sandbox/${string}`,
  handler: HookHandler,
): void {
  app.route({
    method,
    url: path,
    handler: async (request) => {
      const borrower = findBorrower(db, request);
      if (!borrower) throw new SandboxError(NO_SESSION, SESSION_EXPIRED, NO_SESSION);
      return handler(borrower, request);
    },
  });
}

/**
 * A hook's answer for a row that does not exist or is another borrower's: the same 404 either
 * way, so a hook never tells one borrower what another has.
 */
export function hookNotFound(message: string): SandboxError {
  return new SandboxError(NOT_FOUND, message, NOT_FOUND);
}
