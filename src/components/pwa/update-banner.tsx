import { useRef, useSyncExternalStore } from 'react';
import { useReserveBottom } from '../../lib/layout/reserve-bottom';
import { getUpdateState, subscribeUpdate } from '../../lib/pwa/update-store';
import { pwaStrings } from '../../strings/pwa';
import { Button } from '../button/button';
import styles from './pwa-banners.module.css';

/**
 * A small, non-blocking offer to switch to the waiting new version; the screen keeps its room
 * free, so it covers none of the screen's buttons.
 */
export function UpdateBanner({ allowed }: { allowed: boolean }) {
  const update = useSyncExternalStore(subscribeUpdate, getUpdateState, getUpdateState);
  const ref = useRef<HTMLDivElement>(null);
  const shown = update.waiting && allowed;
  useReserveBottom(ref, shown);
  if (!shown) return null;
  return (
    <div ref={ref} className={styles.banner} role="status" data-testid="update-banner">
      <p>{pwaStrings.updateAvailable}</p>
      <Button variant="secondary" onClick={update.accept}>
        {pwaStrings.reload}
      </Button>
    </div>
  );
}
