import { useEffect, useState } from 'react';

/**
 * False on the first render, true a task after it has been committed (React runs passive effects
 * once the browser has had the chance to paint): for what the first screen does not need, so its
 * code is asked for only after the borrower already sees the screen.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPainted(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return painted;
}
