import { useSyncExternalStore } from 'react';
import { getUpdateState, subscribeUpdate } from '../../lib/pwa/update-store';
import { pwaStrings } from '../../strings/pwa';
import { Button } from '../button/button';
import styles from './pwa-banners.module.css';

/** A small, non-blocking offer to switch to the waiting new version. */
export function UpdateBanner({ allowed }: { allowed: boolean }) {
  const update = useSyncExternalStore(subscribeUpdate, getUpdateState, getUpdateState);
  if (!update.waiting || !allowed) return null;
  return (
    <div className={styles.banner} role="status" data-testid="update-banner">
      <p>{pwaStrings.updateAvailable}</p>
      <Button variant="secondary" onClick={update.accept}>
        {pwaStrings.reload}
      </Button>
    </div>
  );
}
