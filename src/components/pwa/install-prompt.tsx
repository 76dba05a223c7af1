import { useRef, useState, useSyncExternalStore } from 'react';
import { isMessagingAppBrowser } from '../../lib/bridge/messaging-app';
import { hasNativeBridge } from '../../lib/bridge/native-bridge';
import { useReserveBottom } from '../../lib/layout/reserve-bottom';
import { pageInstallHowTo } from '../../lib/pwa/install-how-to';
import { getInstallOffer, promptInstall, subscribeInstallOffer } from '../../lib/pwa/install-store';
import { useOnClient } from '../../lib/react/use-on-client';
import { common } from '../../strings/common';
import { installStrings } from '../../strings/install';
import { Button } from '../button/button';
import styles from './pwa-banners.module.css';

/**
 * On public pages: an install button when the browser offers installation; where it makes no
 * offer (Safari, Firefox), how to install from its own menu; in a messaging app's browser (which
 * cannot install), a hint to open the page in the phone's browser.
 * Never inside the lender's app, and the borrower can dismiss either.
 */
export function InstallPrompt() {
  const offer = useSyncExternalStore(subscribeInstallOffer, getInstallOffer, () => null);
  const [dismissed, setDismissed] = useState(false);
  const onClient = useOnClient();
  const ref = useRef<HTMLElement>(null);
  const hidden = !onClient || dismissed || hasNativeBridge();
  const messagingApp = !hidden && isMessagingAppBrowser();
  // Without the browser's offer: how to install from the browser's own menu, where it can.
  const howTo = hidden || messagingApp || offer ? null : pageInstallHowTo();
  // Like the update banner, it keeps the screen's buttons clear of it.
  useReserveBottom(ref, messagingApp || (!hidden && (offer !== null || howTo !== null)));
  if (hidden) return null;
  const dismiss = (
    <button
      type="button"
      className={styles.dismiss}
      aria-label={installStrings.notNow}
      onClick={() => setDismissed(true)}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
  if (messagingApp) {
    return (
      <aside
        ref={ref}
        className={styles.install}
        aria-label={installStrings.openInBrowser}
        data-testid="messaging-app-hint"
      >
        <p>{common.messagingAppHint}</p>
        {dismiss}
      </aside>
    );
  }
  if (howTo) {
    return (
      <aside
        ref={ref}
        className={styles.install}
        aria-label={installStrings.install}
        data-testid="install-how-to"
      >
        <p>
          {howTo === 'share-menu' ? installStrings.installViaShare : installStrings.installViaMenu}
        </p>
        {dismiss}
      </aside>
    );
  }
  if (!offer) return null;
  return (
    <aside
      ref={ref}
      className={styles.install}
      aria-label={installStrings.install}
      data-testid="install-prompt"
    >
      <p>{installStrings.installHint}</p>
      <Button onClick={() => void promptInstall()}>{installStrings.installShort}</Button>
      {dismiss}
    </aside>
  );
}
