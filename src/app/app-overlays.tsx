import type { ReactElement } from 'react';
import { InstallPrompt } from '../components/pwa/install-prompt';
import { UpdateBanner } from '../components/pwa/update-banner';
import { RefusedLinkHost } from '../components/refused-link/refused-link-host';
import { Toaster } from '../components/toast/toaster';
import { isPublicPage, updatePromptAllowed } from '../lib/pwa/update-policy';

/**
 * What floats above every screen: toasts, the install offer, the update banner and the
 * refused-link dialog. All fixed or top-layer, so arriving a moment after the first paint shifts
 * nothing; their stores exist from the start, so nothing said before they mount is lost
 * (docs/decisions/first-paint.md).
 */
export default function AppOverlays({ pathname }: { pathname: string }): ReactElement | null {
  return (
    <>
      {isPublicPage(pathname) ? <InstallPrompt /> : null}
      <UpdateBanner allowed={updatePromptAllowed(pathname)} />
      <RefusedLinkHost />
      <Toaster />
    </>
  );
}
