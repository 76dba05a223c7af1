import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { captureSession, type Session } from './session';

/**
 * The current session, refreshed from the address on every navigation: the borrower's kept
 * values plus this address's order values (another borrower's link replaces the session and
 * forgets the previous borrower's data, see session.ts).
 */
export function useSession(): Session {
  const { search } = useLocation();
  return useMemo(() => captureSession(search), [search]);
}
