import { createHash } from 'node:crypto';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { clientKey } from '../lib/client-key';
import { RATE_LIMIT_OVERRIDE_ENV, RATE_LIMITS, type RateLimitKind } from '../settings/limit-table';
import { mergeFields, valuesOfObject, type CallFields } from './call-fields';
import type { Counters } from './counters';
import { limitedCallAt, type LimitedCall } from './limited-calls';
import { API_PREFIX } from '../lib/api-path';
import { counterStore } from './rate-limit-store';
import { sessionIdOf } from '../lib/session-id';

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
 * shared by every replica: ./counters.ts).
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
 * The route config of one limited call (./limited-calls.ts), checked once its body is
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
