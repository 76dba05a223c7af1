import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RedisProcess } from '../../tests/setup/redis-server';
import { createLogger } from '../ops/logger';
import type { Counters } from './counters';
import { redisCounters } from './redis-counters';

/*
 * The limits' counts in a real Redis (Debian's redis-server on a port of its own): shared by
 * every replica, and decided in the replica while Redis is gone.
 */
let redis: RedisProcess;
const open: Counters[] = [];
const lines: { level: string; msg: string }[] = [];
const log = createLogger('info', {
  write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]),
});

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(open.map((counters) => counters.close()));
  await redis.stop();
});

async function replica(events: string[] = []): Promise<Counters> {
  const counters = await redisCounters({
    url: redis.url,
    log,
    onFallback: () => events.push('fallback'),
    onState: (up) => events.push(up ? 'up' : 'down'),
  });
  open.push(counters);
  return counters;
}

describe('redisCounters', () => {
  it('two replicas count one key together, in one window', async () => {
    const [a, b] = [await replica(), await replica()];
    const key = `shared-${Date.now()}`;
    const counts = [];
    for (let call = 0; call < 6; call++)
      counts.push((await (call % 2 ? b : a).incr(key, 60_000)).count);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
    const { ttlMs } = await a.incr(key, 60_000);
    expect(ttlMs).toBeGreaterThan(55_000);
    expect(ttlMs).toBeLessThanOrEqual(60_000);
    expect(a.state()).toBe('redis');
  });

  it('a window ends by itself (Redis expires the key)', async () => {
    const counters = await replica();
    const key = `short-${Date.now()}`;
    await counters.incr(key, 200);
    expect((await counters.incr(key, 200)).count).toBe(2);
    await expect
      .poll(async () => (await counters.incr(key, 200)).count, { timeout: 3_000 })
      .toBe(1);
  });

  it('with Redis gone, counts go on in the replica (logged once, counted); shared again once it is back', async () => {
    const events: string[] = [];
    const counters = await replica(events);
    const key = `outage-${Date.now()}`;
    expect((await counters.incr(key, 60_000)).count).toBe(1);
    await redis.stop();
    try {
      const during = [];
      for (let call = 0; call < 3; call++) during.push((await counters.incr(key, 60_000)).count);
      // The local window starts afresh: a limit still holds, per replica.
      expect(during).toEqual([1, 2, 3]);
      expect(counters.state()).toBe('local');
      expect(events.filter((event) => event === 'fallback')).toHaveLength(3);
      expect(events.filter((event) => event === 'down')).toHaveLength(1);
      expect(lines.filter((line) => line.level === 'warn').map((line) => line.msg)).toContain(
        'limits: Redis does not answer; counting in this replica until it does',
      );
    } finally {
      await redis.start();
    }
    await expect
      .poll(async () => (await counters.incr(`${key}-again`, 60_000)) && counters.state(), {
        timeout: 10_000,
      })
      .toBe('redis');
    expect(events.at(-1)).toBe('up');
  }, 30_000);
});

describe('a start without Redis', () => {
  it('waits two seconds at most, then counts in the replica and says so', async () => {
    const dead = await startRedis();
    await dead.stop();
    const started = performance.now();
    const counters = await redisCounters({ url: dead.url, log });
    open.push(counters);
    console.info(`started without Redis after ${Math.round(performance.now() - started)} ms`);
    // The start ended by its own two-second wait, and says so (a busy machine makes it later).
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        err: expect.objectContaining({
          message: 'no answer from Redis within 2000 ms of the start',
        }),
      }),
    );
    expect(counters.state()).toBe('local');
    expect((await counters.incr('k', 60_000)).count).toBe(1);
    expect((await counters.incr('k', 60_000)).count).toBe(2);
    // Starting and stopping a Redis, then the two-second wait: past the 5 s default when busy.
  }, 30_000);
});
