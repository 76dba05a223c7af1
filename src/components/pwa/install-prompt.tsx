import { useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { isMessagingAppBrowser } from '../../lib/bridge/messaging-app';
import { hasNativeBridge } from '../../lib/bridge/native-bridge';
import { useReserveBottom } from '../../lib/layout/reserve-bottom';
import { pageInstallHowTo } from '../../lib/pwa/install-how-to';
import { getInstallOffer, promptInstall, subscribeInstallOffer } from '../../lib/pwa/install-store';
import { useOnClient } from '../../lib/react/use-on-client';
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
  const aside = (label: string, testId: string, content: ReactNode) => (
    <aside ref={ref} className={styles.install} aria-label={label} data-testid={testId}>
      {content}
      <button
        type="button"
        className={styles.dismiss}
        aria-label={installStrings.notNow}
        onClick={() => setDismissed(true)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
  if (messagingApp) {
    return aside(
      installStrings.openInBrowser,
      'messaging-app-hint',
      <p>{installStrings.messagingAppHint}</p>,
    );
  }
  if (howTo) {
    const text =
      howTo === 'share-menu' ? installStrings.installViaShare : installStrings.installViaMenu;
    return aside(installStrings.install, 'install-how-to', <p>{text}</p>);
  }
  if (!offer) return null;
  return aside(
    installStrings.install,
    'install-prompt',
    <>
      <p>{installStrings.installHint}</p>
      <Button onClick={() => void promptInstall()}>{installStrings.installShort}</Button>
    </>,
  );
}
