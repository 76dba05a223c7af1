import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { InstallPrompt } from '../components/pwa/install-prompt';
import { OfflineBanner } from '../components/pwa/offline-banner';
import { UpdateBanner } from '../components/pwa/update-banner';
import { RefusedLinkHost } from '../components/refused-link/refused-link-host';
import { Toaster } from '../components/toast/toaster';
import { isPublicPage, updatePromptAllowed } from '../lib/pwa/update-policy';
import { useSession } from '../lib/session/use-session';

/**
 * The root layout: session in step with the address, toasts, PWA banners and the refused-link
 * dialog. (Data-fetching defaults live with the data hook: src/lib/api/use-api-query.ts.)
 */
export function AppShell({ children }: { children: ReactNode }) {
  useSession();
  const { pathname } = useLocation();
  return (
    <>
      <OfflineBanner />
      {children}
      {isPublicPage(pathname) ? <InstallPrompt /> : null}
      <UpdateBanner allowed={updatePromptAllowed(pathname)} />
      <RefusedLinkHost />
      <Toaster />
    </>
  );
}
