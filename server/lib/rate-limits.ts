import { createHash } from 'node:crypto';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { clientKey } from './client-key';
import { mergeFields, valuesOfObject, type CallFields } from './limits/call-fields';
import type { Counters } from './limits/counters';
import { limitedCallAt, type LimitedCall } from './limits/limited-calls';
import { API_PREFIX } from './api-path';
import { counterStore } from './limits/rate-limit-store';
import { sessionIdOf } from './session-id';

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
  /**
   * SMS to one phone (promotion codes by number, repayment codes by order), whatever address or
   * session asks, across replicas: SMS bombing and toll fraud stop, and five codes of five wrong
   * tries each are 25 guesses an hour at most. `SMS_PER_NUMBER_PER_HOUR` sets the number.
   */
  smsPerNumber: { max: 5, windowSeconds: 3600 },
  /**
   * The sandbox's other writes (events, clicks, accounts, scores, complaints, tokens, vouchers),
   * per call and borrower: one every two seconds for ten minutes, far beyond a borrower's taps
   * (./limits/sandbox-writes.ts).
   */
  record: { max: 300, windowSeconds: 600 },
  /** The promotion page's visit and click tracking, per call and client address. */
  visit: { max: 120, windowSeconds: 600 },
} as const;

export type RateLimitKind = keyof typeof RATE_LIMITS;

/**
 * Test-only override: `SANDBOX_RATE_LIMIT_MAX=2` makes every limit 2 calls per window (server
 * and browser tests of the 429 path), a large value lifts them (the load test). Read when the
 * routes are registered, so it applies to servers built after it is set.
 */
export const RATE_LIMIT_OVERRIDE_ENV = 'SANDBOX_RATE_LIMIT_MAX';

/** Where the limits run: the sandbox honours the test-only override, the proxy never does. */
export type LimitsMode = 'sandbox' | 'proxy';

/** A kind's ceiling: the sandbox's test override, else the configured one, else the table's. */
function maxOf(kind: RateLimitKind, mode: LimitsMode, configured?: number): number {
  const override = mode === 'sandbox' ? Number(process.env[RATE_LIMIT_OVERRIDE_ENV]) : NaN;
  if (Number.isInteger(override) && override > 0) return override;
  return configured ?? RATE_LIMITS[kind].max;
}

function hashed(value: string): string {
  // A session id is a credential: never kept in clear, in memory or in Redis.
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
 * A refusal: HTTP 429 with `Retry-After` in seconds, answered by the server's error handler as
 * the usual envelope `{ code: 429, message }`, in the sandbox's routes and the proxy's alike.
 */
class TooManyTries extends Error {
  readonly statusCode = 429;
}

function tooManyTries(_request: FastifyRequest, context: { ttl: number }): TooManyTries {
  return new TooManyTries(TOO_MANY_TRIES(Math.max(1, Math.ceil(context.ttl / 1000))));
}

/**
 * Hooks the plugin up with no global limit: only routes that carry `config.rateLimit` (the
 * limited calls' routes, `callRateLimit`) are limited, counting in `counters` (memory, or Redis
 * shared by every replica: ./limits/counters.ts).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  counters: Counters,
  smsPerNumberPerHour?: number,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientKey,
    store: counterStore(counters),
    errorResponseBuilder: tooManyTries,
  });
  registerSmsNumberCap(app, counters, {
    mode: 'sandbox',
    max: smsPerNumberPerHour,
    callOf: (request) => {
      const path = (request.url.split('?', 1)[0] ?? '').slice(API_PREFIX.length);
      const call = limitedCallAt(request.method, path);
      return call ? { call, fields: parsedFields(request) } : undefined;
    },
  });
}

/** A request's query and parsed body, one value per name (what a limit reads of a call). */
export function parsedFields(request: FastifyRequest): CallFields {
  return mergeFields(valuesOfObject(request.query), valuesOfObject(request.body));
}

/**
 * The limit's key: the call, the kind of limit and who (the borrower's hashed session or the
 * client address), so each call has its own budget per borrower, whatever replica counts it.
 */
function callKey(
  call: LimitedCall,
  request: FastifyRequest,
  fields: CallFields | undefined,
): string {
  const who = call.per === 'borrower' ? borrowerKey(request) : clientKey(request);
  return `${call.name}:${call.kind(fields)}:${who}`;
}

const isKind = (value: string | undefined): value is RateLimitKind =>
  value !== undefined && Object.hasOwn(RATE_LIMITS, value);

/** The kind a key names (`call:kind:who`); a key never names another, `commit` is the tightest money limit. */
const kindOfKey = (key: string): RateLimitKind => {
  const kind = key.split(':')[1];
  return isKind(kind) ? kind : 'commit';
};

/** Every kind's ceiling, read once (the override applies to servers built after it is set). */
function ceilings(mode: LimitsMode): (key: string) => number {
  const max = new Map<RateLimitKind, number>();
  for (const kind of Object.keys(RATE_LIMITS)) if (isKind(kind)) max.set(kind, maxOf(kind, mode));
  return (key) => max.get(kindOfKey(key)) ?? RATE_LIMITS.commit.max;
}

/**
 * The route config of one limited call (./limits/limited-calls.ts), checked once its body is
 * parsed (a call's kind may depend on it).
 */
export function callRateLimit(call: LimitedCall): { rateLimit: RateLimitOptions } {
  const ceiling = ceilings('sandbox');
  return {
    rateLimit: {
      hook: 'preHandler',
      keyGenerator: (request) => callKey(call, request, parsedFields(request)),
      max: (_request, key) => ceiling(key),
      timeWindow: (_request, key) => RATE_LIMITS[kindOfKey(key)].windowSeconds * 1000,
    },
  };
}

/**
 * Proxy mode: the same limits on the calls that go to the lender's API (a single route there, so
 * the plugin runs on every call and lets through the ones no limit protects). `callOf` says
 * which limited call a request is, `fieldsOf` what the proxy read of it.
 */
export async function registerCallLimits(
  scope: FastifyInstance,
  counters: Counters,
  callOf: CallOf,
  smsPerNumberPerHour?: number,
): Promise<void> {
  const ceiling = ceilings('proxy');
  await scope.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    store: counterStore(counters),
    allowList: (request) => callOf(request) === undefined,
    keyGenerator: (request) => {
      const limited = callOf(request);
      return limited ? callKey(limited.call, request, limited.fields) : clientKey(request);
    },
    max: (_request, key) => ceiling(key),
    timeWindow: (_request, key) => RATE_LIMITS[kindOfKey(key)].windowSeconds * 1000,
    errorResponseBuilder: tooManyTries,
  });
  registerSmsNumberCap(scope, counters, { mode: 'proxy', max: smsPerNumberPerHour, callOf });
}

/** Which limited call a request is, with what was read of its fields (undefined: unreadable). */
export type CallOf = (
  request: FastifyRequest,
) => { call: LimitedCall; fields: CallFields | undefined } | undefined;

function refuse(reply: FastifyReply, ttlMs: number) {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send({ code: 429, message: TOO_MANY_TRIES(seconds) });
}

/**
 * The per-number cap on SMS (`RATE_LIMITS.smsPerNumber`): counted by the phone (or order) the
 * call texts, hashed, in the shared counters. Checked after the call's own limit (appended to
 * every route's preHandlers once that limit's is there), so a call refused per address or
 * borrower does not spend the phone's budget.
 */
function registerSmsNumberCap(
  scope: FastifyInstance,
  counters: Counters,
  options: { mode: LimitsMode; max?: number; callOf: CallOf },
): void {
  const { windowSeconds } = RATE_LIMITS.smsPerNumber;
  const max = maxOf('smsPerNumber', options.mode, options.max);
  const check: preHandlerAsyncHookHandler = async (request, reply) => {
    const limited = options.callOf(request);
    const target = limited?.call.smsTo?.(limited.fields);
    if (target === undefined) return;
    const { count, ttlMs } = await counters.incr(`sms-to:${hashed(target)}`, windowSeconds * 1000);
    if (count > max) return refuse(reply, ttlMs);
  };
  scope.addHook('onRoute', (route) => {
    const existing = route.preHandler;
    route.preHandler = [
      ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
      check,
    ];
  });
}
