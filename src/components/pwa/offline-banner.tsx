import { formatClock } from '../../lib/format/clock';
import { useLastLoadedAt, useOnline } from '../../lib/pwa/network-status';
import { pwaStrings } from '../../strings/pwa';
import styles from './pwa-banners.module.css';

/** Says the device is offline and, when a screen shows earlier data, from when it is. */
export function OfflineBanner() {
  const online = useOnline();
  const loadedAt = useLastLoadedAt();
  if (online) return null;
  return (
    <p className={styles.offline} role="status" data-testid="offline-banner">
      {loadedAt === null ? pwaStrings.offline : pwaStrings.offlineSince(formatClock(loadedAt))}
    </p>
  );
}
