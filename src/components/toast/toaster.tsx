import { useEffect, useRef, useSyncExternalStore } from 'react';
import { currentToast, subscribeToast, toastShown } from '../../lib/toast/toast';
import styles from './toaster.module.css';

function subscribe(onChange: () => void) {
  return subscribeToast(onChange);
}

/** Brings the region to the top of the top layer, above any modal opened since. */
function raise(region: HTMLElement | null): void {
  if (!region || typeof region.showPopover !== 'function') return;
  try {
    if (region.matches(':popover-open')) region.hidePopover();
    region.showPopover();
  } catch {
    // Popover unsupported or not connected: the fixed-position region still shows.
  }
}

/**
 * The current toast in a polite live region. The region is a manual popover kept open, so a
 * toast shows above an open `<dialog>` (both live in the top layer) and is not made inert by it.
 */
export function Toaster() {
  const toast = useSyncExternalStore(subscribe, currentToast, () => null);
  const region = useRef<HTMLDivElement>(null);
  const id = toast?.id;
  useEffect(() => {
    raise(region.current);
    if (id !== undefined) toastShown(id);
  }, [id]);
  return (
    <div
      ref={region}
      popover="manual"
      className={styles.region}
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      {toast ? (
        <div className={styles.toast} data-testid="toast" data-kind={toast.kind}>
          {toast.kind === 'loading' ? <span className={styles.spinner} aria-hidden="true" /> : null}
          <span>{toast.message}</span>
        </div>
      ) : null}
    </div>
  );
}
