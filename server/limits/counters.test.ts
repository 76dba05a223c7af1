import { describe, expect, it } from 'vitest';
import { FULL_COUNT, memoryCounters } from './counters';

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

  it('when full, refuses a new key and never drops a running window (a flood of keys resets no one)', async () => {
    const clock = { now: 0 };
    const counters = memoryCounters(() => clock.now, 3);
    for (let call = 0; call < 5; call++) await counters.incr('borrower', 60_000);
    clock.now = 1_000;
    const flood = [];
    for (let key = 0; key < 10; key++)
      flood.push((await counters.incr(`made-up-${key}`, 60_000)).count);
    // Two slots were free; every later key is refused until a window ends (ttl: the oldest's).
    expect(flood.slice(0, 2)).toEqual([1, 1]);
    expect(flood.slice(2).every((count) => count === FULL_COUNT)).toBe(true);
    expect(await counters.incr('made-up-9', 60_000)).toEqual({ count: FULL_COUNT, ttlMs: 59_000 });
    // The borrower's window kept its count.
    expect((await counters.incr('borrower', 60_000)).count).toBe(6);
  });

  it('makes room by sweeping only spent windows, of any length', async () => {
    const clock = { now: 0 };
    const counters = memoryCounters(() => clock.now, 2);
    await counters.incr('long', 600_000);
    await counters.incr('short', 1_000);
    expect((await counters.incr('new', 1_000)).count).toBe(FULL_COUNT);
    clock.now = 1_000;
    // The short window is spent: its slot goes to the new key; the long one still counts.
    expect((await counters.incr('new', 1_000)).count).toBe(1);
    expect((await counters.incr('long', 600_000)).count).toBe(2);
    expect((await counters.incr('another', 1_000)).count).toBe(FULL_COUNT);
  });
});
