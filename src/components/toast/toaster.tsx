import { useSyncExternalStore } from 'react';
import { currentToast, subscribeToast } from '../../lib/toast/toast';
import styles from './toaster.module.css';

function subscribe(onChange: () => void) {
  return subscribeToast(onChange);
}

/** Renders the current toast in a polite live region so screen readers announce it. */
export function Toaster() {
  const toast = useSyncExternalStore(subscribe, currentToast, () => null);
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {toast ? (
        <div className={styles.toast} data-testid="toast" data-kind={toast.kind}>
          {toast.kind === 'loading' ? <span className={styles.spinner} aria-hidden="true" /> : null}
          <span>{toast.message}</span>
        </div>
      ) : null}
    </div>
  );
}
