import { Outlet } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { Toaster } from '../components/toast/toaster';
import { useSession } from '../lib/session/use-session';
import { swrConfig } from './swr-config';

/** The root layout: keeps the session in step with the address, provides data fetching, toasts. */
export function AppShell() {
  useSession();
  return (
    <SWRConfig value={swrConfig}>
      <Outlet />
      <Toaster />
    </SWRConfig>
  );
}
