import { Outlet, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { InstallPrompt } from '../components/pwa/install-prompt';
import { OfflineBanner } from '../components/pwa/offline-banner';
import { UpdateBanner } from '../components/pwa/update-banner';
import { Toaster } from '../components/toast/toaster';
import { isPublicPage, updatePromptAllowed } from '../lib/pwa/update-policy';
import { useSession } from '../lib/session/use-session';
import { swrConfig } from './swr-config';

/** The root layout: session in step with the address, data fetching, toasts and PWA banners. */
export function AppShell() {
  useSession();
  const { pathname } = useLocation();
  return (
    <SWRConfig value={swrConfig}>
      <OfflineBanner />
      <Outlet />
      {isPublicPage(pathname) ? <InstallPrompt /> : null}
      <UpdateBanner allowed={updatePromptAllowed(pathname)} />
      <Toaster />
    </SWRConfig>
  );
}
