import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (ms since the epoch), rounded up; 0 when idle or past. */
export function secondsLeft(deadline: number | null, now: number): number {
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * A seconds countdown to a deadline on the clock. Ticks only trigger a re-read of `Date.now()`,
 * never count time themselves: a background tab whose timers the browser throttles (or freezes)
 * still shows the true time left, and a tab that comes back to the front recomputes at once
 * instead of waiting for its next tick. `start(n)` (re)starts at n seconds; `reset` stops at 0.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsLeft(deadline, now);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) setDeadline(null);
    };
    const timer = setInterval(tick, 1000);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setDeadline(at + seconds * 1000);
  }, []);

  const reset = useCallback(() => setDeadline(null), []);

  return { remaining, running: remaining > 0, start, reset };
}
