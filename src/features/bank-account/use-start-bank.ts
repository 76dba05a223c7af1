import { useEffect, useRef } from 'react';
import { nativeActions } from '../../lib/bridge/native-actions';

/**
 * Tells the native shell the bank-binding flow has started, once per opening of the screen
 * (docs/decisions/bank-account-native-flow.md).
 */
export function useStartBank(): void {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    nativeActions.startBank();
  }, []);
}
