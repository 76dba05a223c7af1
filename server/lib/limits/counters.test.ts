import { describe, expect, it } from 'vitest';
import { memoryCounters } from './counters';

describe('memoryCounters', () => {
  it('counts a key in a fixed window started by its first call, then starts again', async () => {
    const clock = { now: 1_000 };
    const counters = memoryCounters(() => clock.now);
    expect(await counters.incr('a', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
    clock.now += 10_000;
    expect(await counters.incr('a', 60_000)).toEqual({ count: 2, ttlMs: 50_000 });
    expect(await counters.incr('b', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
    clock.now += 50_000;
    expect(await counters.incr('a', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
    expect(counters.state()).toBe('memory');
  });

  it('forgets the oldest window past its key limit, so a flood of keys cannot grow memory', async () => {
    const counters = memoryCounters(() => 0, 2);
    await counters.incr('first', 60_000);
    await counters.incr('first', 60_000);
    await counters.incr('second', 60_000);
    await counters.incr('third', 60_000);
    expect((await counters.incr('first', 60_000)).count).toBe(1);
  });
});
