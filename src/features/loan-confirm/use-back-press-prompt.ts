import { useEffect, useState } from 'react';
import { nativeActions } from '../../lib/bridge/native-actions';

/**
 * Marks a guard entry in its history state (beside the router's own, which it copies): `true`
 * when it was pushed in the borrower's input handler, `false` otherwise (on load, on a back
 * press: whether the browser counts those as a gesture is its own rule, so they count as not).
 */
const GUARD = 'backPressGuard';
/** True while Next steps back over the guards on purpose: those pops are not a back press. */
let leaving = false;

function pushGuard(withGesture: boolean): void {
  // Copy the router's own state so it sees the same location on the guard entry.
  const state: unknown = window.history.state;
  window.history.pushState(
    { ...(typeof state === 'object' ? state : null), [GUARD]: withGesture },
    '',
    window.location.href,
  );
}

/** The current entry's guard mark, or `undefined` when it is not a guard entry. */
function guardMark(): boolean | undefined {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !(GUARD in state)) return undefined;
  const mark: unknown = Reflect.get(state, GUARD);
  return mark === true;
}

/** The borrower's input that counts as a gesture for the history rules of WebKit and Chromium. */
const GESTURES = ['pointerup', 'click', 'keydown'] as const;

/**
 * The back-press prompt (isPopType = 1): a guard entry is pushed on load, so the back button
 * lands on this page again and the 'Point out' prompt shows. WebKit's own Back (and Chrome's back
 * button) skips an entry a page pushed without a user gesture, so on the borrower's first touch
 * a guard pushed without one gets a second guard pushed with it; landing on a guard entry keeps
 * the page guarded, landing on the screen's own entry pushes the guard back.
 * 'Agree' stays, 'Cancel' closes the webview. docs/decisions/loan-confirm-back-any-back.md.
 */
export function useBackPressPrompt(enabled: boolean) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    pushGuard(false);
    const onPopState = () => {
      if (leaving) return;
      if (guardMark() === undefined) pushGuard(false);
      setOpen(true);
    };
    const onGesture = () => {
      if (!leaving && guardMark() === false) pushGuard(true);
    };
    window.addEventListener('popstate', onPopState);
    for (const type of GESTURES) window.addEventListener(type, onGesture, true);
    return () => {
      window.removeEventListener('popstate', onPopState);
      for (const type of GESTURES) window.removeEventListener(type, onGesture, true);
    };
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
 * Before Next replaces the page with the pushed loan's: steps back over every guard entry, so the
 * entry replaced is the confirm screen's own and Back from the next page goes where the borrower
 * came from, never to a live confirm screen after the loan was pushed. Resolves at once when no
 * guard is on top. Resolves with a function that puts the guard back (the next page was refused
 * and the borrower stays).
 */
export function leaveBackPressGuard(): Promise<() => void> {
  if (guardMark() === undefined) return Promise.resolve(() => undefined);
  leaving = true;
  return new Promise((resolve) => {
    const step = () => {
      if (guardMark() !== undefined) {
        window.history.back();
        return;
      }
      window.removeEventListener('popstate', step);
      leaving = false;
      resolve(() => pushGuard(false));
    };
    window.addEventListener('popstate', step);
    window.history.back();
  });
}
