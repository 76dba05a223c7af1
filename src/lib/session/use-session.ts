import { useContext, useMemo } from 'react';
import { useLocation } from 'react-router';
import { ServerRenderContext } from './server-render-context';
import { captureSession, type Session } from './session';

/**
 * The current session, refreshed from the address on every navigation: the borrower's kept
 * values plus this address's order values (another borrower's link replaces the session and
 * forgets the previous borrower's data, see session.ts). On the server, the session of the link
 * the page is rendered for.
 */
export function useSession(): Session {
  const rendered = useContext(ServerRenderContext)?.session;
  const { search } = useLocation();
  return useMemo(() => rendered ?? captureSession(search), [rendered, search]);
}
