import { useCallback, useRef, useState } from 'react';

/**
 * One tap's work at a time: `take()` is true for the tap that may start (and marks it busy),
 * false while that work is under way; `release()` frees it. The guard is a ref, set in the tap
 * itself, because a second tap can arrive before the re-render that shows `busy` (a double tap
 * on a slow phone) and must find the first one under way; `busy` is for what the screen shows.
 */
export function useTapGuard(): { busy: boolean; take(): boolean; release(): void } {
  const [busy, setBusy] = useState(false);
  const held = useRef(false);
  const take = useCallback(() => {
    if (held.current) return false;
    held.current = true;
    setBusy(true);
    return true;
  }, []);
  const release = useCallback(() => {
    held.current = false;
    setBusy(false);
  }, []);
  return { busy, take, release };
}
