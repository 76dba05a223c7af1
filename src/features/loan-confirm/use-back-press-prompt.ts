import { useEffect, useState } from 'react';
import { nativeActions } from '../../lib/bridge/native-actions';

/** Marks the guard entry in its history state (beside the router's own, which it copies). */
const GUARD = 'backPressGuard';
/** True while Next steps back over the guard on purpose: that pop is not a back press. */
let leaving = false;

function pushGuard(): void {
  // Copy the router's own state so it sees the same location on the guard entry.
  const state: unknown = window.history.state;
  window.history.pushState(
    { ...(typeof state === 'object' ? state : null), [GUARD]: true },
    '',
    window.location.href,
  );
}

function onGuard(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && GUARD in state;
}

/**
 * The back-press prompt (isPopType = 1): a guard entry is pushed on load, so the back button
 * lands on this page again and the 'Point out' prompt shows; the guard is pushed back each time.
 * 'Agree' stays, 'Cancel' closes the webview.
 */
export function useBackPressPrompt(enabled: boolean) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    pushGuard();
    const onPopState = () => {
      if (leaving) return;
      pushGuard();
      setOpen(true);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [enabled]);

  return {
    open,
    stay: () => setOpen(false),
    leave: () => {
      setOpen(false);
      nativeActions.closeWebView();
    },
  };
}

/**
 * Before Next replaces the page with the pushed loan's: steps back over the guard entry, so the
 * entry replaced is the confirm screen's own and Back from the next page goes where the borrower
 * came from, never to a live confirm screen after the loan was pushed. Resolves at once when no
 * guard is on top. Resolves with a function that puts the guard back (the next page was refused
 * and the borrower stays).
 */
export function leaveBackPressGuard(): Promise<() => void> {
  if (!onGuard()) return Promise.resolve(() => undefined);
  leaving = true;
  return new Promise((resolve) => {
    window.addEventListener(
      'popstate',
      () => {
        leaving = false;
        resolve(pushGuard);
      },
      { once: true },
    );
    window.history.back();
  });
}
