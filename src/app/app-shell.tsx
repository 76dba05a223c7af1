import { Outlet, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { InstallPrompt } from '../components/pwa/install-prompt';
import { OfflineBanner } from '../components/pwa/offline-banner';
import { UpdateBanner } from '../components/pwa/update-banner';
import { RefusedLinkHost } from '../components/refused-link/refused-link-host';
import { Toaster } from '../components/toast/toaster';
import { isPublicPage, updatePromptAllowed } from '../lib/pwa/update-policy';
import { useSession } from '../lib/session/use-session';
import { swrConfig } from './swr-config';

/**
 * The root layout: session in step with the address, data fetching, toasts, PWA banners and the
 * refused-link dialog.
 */
export function AppShell() {
  useSession();
  const { pathname } = useLocation();
  return (
    <SWRConfig value={swrConfig}>
      <OfflineBanner />
      <Outlet />
      {isPublicPage(pathname) ? <InstallPrompt /> : null}
      <UpdateBanner allowed={updatePromptAllowed(pathname)} />
      <RefusedLinkHost />
      <Toaster />
    </SWRConfig>
  );
}
