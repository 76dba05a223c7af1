import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { cardRepaymentStrings as t } from '../../strings/card-repayment';
import type { CommitPayload } from './api/repayment-commit';
import { loadPaymentCalls } from './load-payment-calls';
import { modeOf, type PaymentMode } from './payment-mode';
import type { RecoveryScreen } from './recovery-step';
import { liveAttempt, needsRecovery } from './rules/attempt-state';
import { loadAttempt, watchAttempt, type PaymentAttempt } from './rules/payment-attempt';

export interface PaymentRecoveryInput {
  orderId: string;
  productId: string;
  lock: string;
  save: (next: PaymentAttempt | null) => void;
  setAttempt: (attempt: PaymentAttempt | null) => void;
  setMode: Dispatch<SetStateAction<PaymentMode>>;
  resendPayload: (attempt: PaymentAttempt) => Promise<CommitPayload>;
  /** Recovery found the payment waiting for its code (a code was just sent): show that step. */
  onCodeSent: (cardId: string) => void;
  /** The loan is paid: the page shows it as submitted. */
  onSubmitted: () => void;
  /** Another tab saw the loan paid: leave the code step. */
  hideCodeStep: () => void;
}

/**
 * Recovery of a commit whose answer was lost, on arrival, on "Check again" and after a wait:
 * the order's state, then a resend, never a second payment (payment-recovery.ts decides). Also
 * follows the attempt when another tab moves it on.
 */
export function usePaymentRecovery(input: PaymentRecoveryInput) {
  const { orderId, productId, lock, save, setAttempt, setMode, hideCodeStep } = input;
  const recheck = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** The screen as the recovery step (recovery-step.ts) sees it. */
  const screen: RecoveryScreen = {
    orderId,
    productId,
    save,
    setMode,
    resendPayload: input.resendPayload,
    onCodeSent: input.onCodeSent,
    onSubmitted: input.onSubmitted,
    recheckIn: (ms) => {
      clearTimeout(recheck.current);
      recheck.current = setTimeout(() => void recover(), ms);
    },
  };

  /** Recovery of a lost answer; the caller holds the lock (so it has the calls in hand). */
  async function recoverLocked(current: PaymentAttempt) {
    const calls = await loadPaymentCalls();
    await calls.recoverLocked(screen, current);
  }

  /** On load, on "Check again" and on the next tap: recover if an answer was lost. */
  async function recover() {
    const current = liveAttempt(loadAttempt(orderId), Date.now());
    setAttempt(current);
    if (!needsRecovery(current)) {
      setMode(modeOf(current));
      return;
    }
    setMode({ kind: 'checking' });
    const calls = await loadPaymentCalls().catch(() => null);
    if (!calls) {
      // Nothing was asked: "Check again" tries once the connection is back.
      setMode({ kind: 'check-failed', message: t.checkFailed });
      return;
    }
    const outcome = await calls.withTabLock(lock, () => recoverLocked(current));
    if (!outcome.acquired) setMode({ kind: 'elsewhere' });
  }

  useEffect(() => {
    // Mount only: a payment this page (or a closed one) left without an answer.
    if (needsRecovery(liveAttempt(loadAttempt(orderId), Date.now()))) void recover();
    return () => clearTimeout(recheck.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId]);

  useEffect(
    () =>
      // Another tab moved the attempt on: follow it (its lock tells who may act).
      watchAttempt(orderId, (next) => {
        setAttempt(next);
        setMode((previous) => {
          if (next?.state === 'submitted') return { kind: 'submitted' };
          if (previous.kind === 'elsewhere' && !needsRecovery(next)) return { kind: 'ready' };
          return previous;
        });
        if (next?.state === 'submitted') hideCodeStep();
      }),
    [orderId, setAttempt, setMode, hideCodeStep],
  );

  return { recover, recoverLocked };
}
