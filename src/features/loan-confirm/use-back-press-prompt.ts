import { useEffect, useState } from 'react';
import { nativeActions } from '../../lib/bridge/native-actions';

/**
 * The back-press prompt (isPopType = 1): a guard entry is pushed on load, so the back button
 * lands on this page again and the 'Point out' prompt shows; the guard is pushed back each time.
 * 'Agree' stays, 'Cancel' closes the webview.
 */
export function useBackPressPrompt(enabled: boolean) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    // Copy the router's own state so it sees the same location on the guard entry.
    const pushGuard = () =>
      window.history.pushState(window.history.state, '', window.location.href);
    pushGuard();
    const onPopState = () => {
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
