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

/** Keys kept at most before the oldest window is forgotten, so a flood of keys cannot grow memory. */
const MAX_KEYS = 100_000;

/**
 * Fixed windows in this process's memory: the embedded default, for one replica and the demo,
 * and what the Redis counters fall back to while Redis is unreachable.
 */
export function memoryCounters(now: () => number = Date.now, maxKeys = MAX_KEYS): Counters {
  const windows = new Map<string, { start: number; count: number; windowMs: number }>();
  return {
    incr(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.start >= window.windowMs) {
        windows.delete(key);
        if (windows.size >= maxKeys) {
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
        window = { start: at, count: 0, windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return Promise.resolve({ count: window.count, ttlMs: window.start + windowMs - at });
    },
    state: () => 'memory',
    close: () => Promise.resolve(),
  };
}
