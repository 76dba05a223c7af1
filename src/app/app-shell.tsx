import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { OfflineBanner } from '../components/pwa/offline-banner';
import { useFirstScreenCommitted } from '../lib/react/first-screen-commit';
import { useArrivedModule } from '../lib/react/loaded-component';
import { useSession } from '../lib/session/use-session';

// Its own chunk, asked for once the first screen is committed (no first screen needs it). Should
// it fail to arrive, the screen goes on without its overlays until the phone is back online, when
// it is fetched again (their stores keep what was said meanwhile); a deploy in between reloads
// the page (src/boot/asset-failure.ts).
const overlaysModule = () => import('./app-overlays');

function Overlays({ pathname }: { pathname: string }) {
  const overlays = useArrivedModule(overlaysModule);
  return overlays ? <overlays.default pathname={pathname} /> : null;
}

/**
 * The root layout: session in step with the address, the offline banner (in the flow, so it never
 * pushes the screen down later), the screen, then the overlays. Data-fetching defaults live with
 * the data hook (src/lib/api/use-api-query.ts).
 */
export function AppShell({ children }: { children: ReactNode }) {
  useSession();
  const { pathname } = useLocation();
  const screenCommitted = useFirstScreenCommitted();
  return (
    <>
      <OfflineBanner />
      {children}
      {screenCommitted ? <Overlays pathname={pathname} /> : null}
    </>
  );
}
