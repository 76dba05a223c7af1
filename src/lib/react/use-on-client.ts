import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while a prerendered page is rendered at build time and while it hydrates, true after
 * (and at once on a page rendered in the browser): for what depends on the browser (the native
 * bridge, the user agent), so the hydrated markup matches the prerendered HTML first.
 */
export function useOnClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
