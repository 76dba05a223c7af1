/** How many calls a key has made in its current window, and how long that window still runs. */
export interface WindowCount {
  count: number;
  ttlMs: number;
}

/** Where the limits keep their counts: this process's memory, or Redis shared by every replica. */
export interface Counters {
  /** Counts one more call for `key` in a fixed window of `windowMs`, started by its first call. */
  incr(key: string, windowMs: number): Promise<WindowCount>;
  /** What holds the counts now: `memory` (one replica), `redis`, or `local` (Redis unreachable). */
  state(): CountersState;
  close(): Promise<void>;
}

export type CountersState = 'memory' | 'redis' | 'local';

/** Windows kept at most: a flood of made-up keys cannot grow memory past this. */
const MAX_KEYS = 100_000;

/**
 * What a new key gets while every slot holds a window still running: a count over any limit,
 * so its call is refused (429) until the oldest window ends. A running window is never dropped
 * to make room: that would hand its key a fresh budget (docs/decisions/security-limit-keys.md).
 */
export const FULL_COUNT = Number.MAX_SAFE_INTEGER;

interface Window {
  start: number;
  count: number;
}

/**
 * Fixed windows in this process's memory: the embedded default, for one replica and the demo,
 * and what the Redis counters fall back to while Redis is unreachable. Windows of one length
 * are kept in the order they started, so the spent ones are found at the front and swept
 * (each once) when the store is full.
 */
export function memoryCounters(now: () => number = Date.now, maxKeys = MAX_KEYS): Counters {
  const byLength = new Map<number, Map<string, Window>>();
  let size = 0;
  const sweepSpent = (at: number) => {
    for (const [windowMs, windows] of byLength)
      for (const [key, window] of windows) {
        if (at - window.start < windowMs) break;
        windows.delete(key);
        size -= 1;
      }
  };
  const soonestEnd = (at: number) => {
    let ttl = Infinity;
    for (const [windowMs, windows] of byLength) {
      const first = windows.values().next().value;
      if (first) ttl = Math.min(ttl, first.start + windowMs - at);
    }
    return Number.isFinite(ttl) ? Math.max(1, ttl) : 1_000;
  };
  return {
    incr(key, windowMs) {
      const at = now();
      let windows = byLength.get(windowMs);
      if (!windows) {
        windows = new Map();
        byLength.set(windowMs, windows);
      }
      let window = windows.get(key);
      if (window && at - window.start >= windowMs) {
        windows.delete(key);
        size -= 1;
        window = undefined;
      }
      if (!window) {
        if (size >= maxKeys) sweepSpent(at);
        if (size >= maxKeys) return Promise.resolve({ count: FULL_COUNT, ttlMs: soonestEnd(at) });
        window = { start: at, count: 0 };
        windows.set(key, window);
        size += 1;
      }
      window.count += 1;
      return Promise.resolve({ count: window.count, ttlMs: window.start + windowMs - at });
    },
    state: () => 'memory',
    close: () => Promise.resolve(),
  };
}
