import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { captureSession, type Session } from './session';

/** The current session, refreshed from the address on every navigation. */
export function useSession(): Session {
  const { search } = useLocation();
  return useMemo(() => captureSession(search), [search]);
}
