import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown: `start(n)` counts down to 0 once a second; `remaining` 0 means idle. */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  const counting = remaining > 0;

  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => {
      setRemaining((seconds) => Math.max(0, seconds - 1));
    }, 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const start = useCallback((seconds: number) => setRemaining(seconds), []);
  return { remaining, counting, start };
}
