import { useCallback, useState } from 'react';
import { liveAttempt } from './rules/attempt-state';
import { loadAttempt, saveAttempt, type PaymentAttempt } from './rules/payment-attempt';

/**
 * This loan's payment attempt: the copy React shows, and `save`, which writes it to storage
 * (shared by the borrower's tabs) before the screen moves on.
 */
export function useStoredAttempt(orderId: string) {
  const [attempt, setAttempt] = useState(() => liveAttempt(loadAttempt(orderId), Date.now()));

  const save = useCallback(
    (next: PaymentAttempt | null) => {
      saveAttempt(orderId, next);
      setAttempt(next);
    },
    [orderId],
  );

  return { attempt, setAttempt, save };
}
