import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { memoryCounters, type Counters, type CountersState, type WindowCount } from './counters';

/** Every key this app writes to Redis starts with this (a Redis shared with others stays tidy). */
export const REDIS_KEY_PREFIX = 'borrower-pwa:limit:';
/** A count not answered in this long is decided locally: a limit must never slow a call down. */
const COMMAND_TIMEOUT_MS = 250;
/** How long a start waits for Redis before it counts locally (and says so). */
const CONNECT_WAIT_MS = 2_000;

/** INCR, with the window's expiry set by its first call: one round trip, atomic. */
const INCR_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

export interface RedisCountersOptions {
  url: string;
  log: FastifyBaseLogger;
  /** Each count decided in this process because Redis did not answer (the metrics). */
  onFallback?: () => void;
  /** Redis answering (true) or not (false), on every change. */
  onState?: (up: boolean) => void;
}

function isCount(value: unknown): value is [number, number] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number'
  );
}

/**
 * Counts shared by every replica in Redis (`REDIS_URL`), so a limit holds at its number whatever
 * the replica count (docs/decisions/ops-shared-limits.md). When Redis does not answer (down,
 * unreachable, slower than 250 ms), the count is decided in this process's memory instead: the
 * limits still hold, per replica, and borrowers can still pay. Logged once per change, counted
 * in the metrics, and shown by `/readyz` (which stays ready). Resolves once Redis answers, or
 * after two seconds without it (then the first counts are local, and the log says so).
 */
export async function redisCounters(options: RedisCountersOptions): Promise<Counters> {
  const local = memoryCounters();
  const redis = new Redis(options.url, {
    // Fail at once while disconnected, never queue a borrower's call behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Reconnect for ever, every second at most: Redis coming back is noticed by itself.
    retryStrategy: (times) => Math.min(times * 200, 1_000),
    lazyConnect: false,
  });
  let up: boolean | undefined;
  const report = (next: boolean, error?: unknown) => {
    if (next === up) return;
    up = next;
    options.onState?.(next);
    if (next) options.log.info('limits: Redis answers; counts are shared by every replica');
    else
      options.log.warn(
        { err: error instanceof Error ? { message: error.message } : undefined },
        'limits: Redis does not answer; counting in this replica until it does',
      );
  };
  // A connection error is reported by the failing counts; this keeps ioredis from printing it.
  redis.on('error', () => undefined);
  redis.on('ready', () => report(true));
  // Lost (Redis stopped, the network cut): local counts from now, not only after a failed one.
  redis.on('close', () => {
    if (up) report(false, new Error('the connection to Redis closed'));
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      report(false, new Error(`no answer from Redis within ${CONNECT_WAIT_MS} ms of the start`));
      resolve();
    }, CONNECT_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });

  return {
    async incr(key, windowMs): Promise<WindowCount> {
      try {
        const answer: unknown = await redis.eval(
          INCR_IN_WINDOW,
          1,
          REDIS_KEY_PREFIX + key,
          windowMs,
        );
        if (!isCount(answer)) throw new Error('Redis answered something else than a count');
        report(true);
        return { count: answer[0], ttlMs: answer[1] };
      } catch (error) {
        report(false, error);
        options.onFallback?.();
        return local.incr(key, windowMs);
      }
    },
    state: (): CountersState => (up ? 'redis' : 'local'),
    async close() {
      redis.disconnect();
      await local.close();
    },
  };
}
