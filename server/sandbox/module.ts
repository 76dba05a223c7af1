import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { queryOne, type SandboxDb } from './db';
import { SandboxError } from './envelope';
import { sessionIdOf } from '../lib/session-id';

export interface SandboxContext {
  db: SandboxDb;
  /** The `{provider}` path segment (DECISIONS.md section 1). */
  provider: string;
  /** Where uploaded files are kept; served back under /api/sandbox/uploads/. */
  uploadsDir: string;
  /** Sandbox-only log line (SMS codes and the like); never carries a session value. */
  log: (message: string) => void;
  /**
   * Origin of the pay pages, partner pages, agreement pages and images the sandbox links to
   * (server/sandbox/foreign/): configuration, never the request's Host header.
   */
  foreignOrigin: string;
}

/**
 * One slice of the sandbox API: its tables, its demo data and its endpoints. Each feature owns
 * one module folder under server/sandbox/modules/, so screens can be built side by side.
 */
export interface SandboxModule {
  name: string;
  /** CREATE TABLE IF NOT EXISTS … statements. */
  schema: string;
  /** Runs once, when the data file is new. */
  seed: (db: SandboxDb) => void;
  /** Registered under the API prefix (`/api`). */
  routes: (app: FastifyInstance, ctx: SandboxContext) => void;
  /**
   * Housekeeping of the module's data as of `now` (ms): run when the sandbox starts and then
   * periodically (server/sandbox/sandbox-sweeps.ts).
   */
  sweep?: (ctx: SandboxContext, now: number) => Promise<void>;
}

const BorrowerRow = v.object({
  user_id: v.string(),
  session_id: v.string(),
  name: v.string(),
  mobile: v.string(),
});
export type Borrower = v.InferOutput<typeof BorrowerRow>;

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** The borrower of the call's session, if it names one the sandbox knows. */
export function findBorrower(db: SandboxDb, request: FastifyRequest): Borrower | undefined {
  const sessionId = sessionIdOf(request);
  if (!sessionId) return undefined;
  return queryOne(
    db,
    BorrowerRow,
    'SELECT user_id, session_id, name, mobile FROM borrowers WHERE session_id = ?',
    sessionId,
  );
}

/** The borrower a call acts for, from its session id; a business error when there is none. */
export function requireBorrower(
  db: SandboxDb,
  request: FastifyRequest,
  code: string | number = 401,
): Borrower {
  const borrower = findBorrower(db, request);
  if (!borrower) throw new SandboxError(code, SESSION_EXPIRED);
  return borrower;
}
