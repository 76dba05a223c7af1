import { createHash } from 'node:crypto';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey } from './client-key';
import { SandboxError } from './envelope';
import { sessionIdOf } from './module';

/**
 * Per-client limits of the calls that send SMS, check a code or a captcha, move money or store
 * files (docs/decisions/security-rate-limits.md, sandbox-hooks-and-limits.md). Generous enough for a borrower who mistypes, tight
 * enough that guessing and SMS flooding stop; each e2e suite runs its own sandbox, so the suites
 * never reach them.
 */
export const RATE_LIMITS = {
  /** Card repayment commits (sendMsg 0), per borrower. */
  commit: { max: 60, windowSeconds: 600 },
  /** Card repayment SMS resends (sendMsg 1), per borrower. */
  resend: { max: 10, windowSeconds: 600 },
  /** SMS code confirmations, per borrower. */
  confirm: { max: 30, windowSeconds: 600 },
  /** Promotion SMS requests, per client address. */
  promotionSms: { max: 10, windowSeconds: 600 },
  /** Promotion sids and captcha images (each route its own budget), per client address. */
  captcha: { max: 120, windowSeconds: 600 },
  /** Promotion registrations, per client address. */
  register: { max: 20, windowSeconds: 600 },
  /**
   * Complaint photo uploads, per borrower: a full form (9 photos) three times over in ten
   * minutes, with room for a few that failed and were sent again.
   */
  upload: { max: 30, windowSeconds: 600 },
} as const;

export type RateLimitKind = keyof typeof RATE_LIMITS;

/**
 * Test-only override: `SANDBOX_RATE_LIMIT_MAX=2` makes every limit 2 calls per window (server
 * and browser tests of the 429 path), a large value lifts them (the load test). Read when the
 * routes are registered, so it applies to servers built after it is set.
 */
export const RATE_LIMIT_OVERRIDE_ENV = 'SANDBOX_RATE_LIMIT_MAX';

function maxOf(kind: RateLimitKind): number {
  const override = Number(process.env[RATE_LIMIT_OVERRIDE_ENV]);
  return Number.isInteger(override) && override > 0 ? override : RATE_LIMITS[kind].max;
}

function hashed(value: string): string {
  // Keys stay in memory only, but a session id is a credential: never keep it in clear.
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}

/** The borrower a call acts for (their session), or the client address when there is none. */
export function borrowerKey(request: FastifyRequest): string {
  const sessionId = sessionIdOf(request);
  return sessionId ? `session:${hashed(sessionId)}` : clientKey(request);
}

export const TOO_MANY_TRIES = (seconds: number) =>
  `Too many tries. Please wait ${seconds} s and try again.`;

/**
 * Hooks the plugin up with no global limit: only routes that carry `config.rateLimit` (from
 * `routeRateLimit`) are limited. A refusal is the usual envelope `{ code: 429, message }` with
 * HTTP 429 and `Retry-After` in seconds.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientKey,
    errorResponseBuilder: (_request, context) =>
      new SandboxError(429, TOO_MANY_TRIES(Math.max(1, Math.ceil(context.ttl / 1000))), 429),
  });
}

/** Route config for one kind of limit, keyed per borrower or per client address. */
export function routeRateLimit(
  kind: RateLimitKind,
  per: 'borrower' | 'client',
): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      max: maxOf(kind),
      timeWindow: RATE_LIMITS[kind].windowSeconds * 1000,
      keyGenerator: per === 'borrower' ? borrowerKey : clientKey,
    },
  };
}

/**
 * The commit route carries both the payment (sendMsg 0) and the SMS resend (sendMsg 1), which
 * have their own limits: the key and the ceiling follow `sendMsg`, so the check runs once the
 * form body is parsed.
 */
export function commitRateLimit(): { rateLimit: RateLimitOptions } {
  const resendMax = maxOf('resend');
  const commitMax = maxOf('commit');
  return {
    rateLimit: {
      hook: 'preHandler',
      timeWindow: RATE_LIMITS.commit.windowSeconds * 1000,
      keyGenerator: (request) =>
        `${borrowerKey(request)}:${isResend(request) ? 'resend' : 'commit'}`,
      max: (_request, key) => (key.endsWith(':resend') ? resendMax : commitMax),
    },
  };
}

function isResend(request: FastifyRequest): boolean {
  for (const source of [request.body, request.query]) {
    if (typeof source === 'object' && source !== null && 'sendMsg' in source) {
      return String(source.sendMsg) === '1';
    }
  }
  return false;
}
