import { useSyncExternalStore } from 'react';

/** Online/offline as React state, plus when data last loaded successfully. */
let lastLoadedAt: number | null = null;
const loadListeners = new Set<() => void>();

export function recordDataLoaded(at: number = Date.now()): void {
  lastLoadedAt = at;
  loadListeners.forEach((listener) => listener());
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

function subscribeLoaded(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

export function useLastLoadedAt(): number | null {
  return useSyncExternalStore(
    subscribeLoaded,
    () => lastLoadedAt,
    () => null,
  );
}
