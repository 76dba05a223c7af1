import { useEffect, useSyncExternalStore } from 'react';

let committed = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function markCommitted(): void {
  if (committed) return;
  committed = true;
  listeners.forEach((listener) => listener());
}

/**
 * Rendered inside the first screen's own Suspense boundary: a task after that screen has been
 * committed (rendered, or hydrated — a prerendered page hydrates its screen after the shell
 * around it), it tells `useFirstScreenCommitted` so.
 */
export function FirstScreenCommit(): null {
  useEffect(() => {
    const timer = window.setTimeout(markCommitted, 0);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}

/**
 * False until the first screen has been committed, true from then on: for what no first screen
 * needs (the app's overlays), so it is asked for only once the borrower sees the screen, and
 * never delays the hydration of a prerendered screen.
 */
export function useFirstScreenCommitted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => committed,
    () => false,
  );
}
