import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { isTooManyRequests } from '../../lib/api/api-error';
import { withTabLock } from '../../lib/locks/tab-lock';
import { showToast } from '../../lib/toast/toast';
import { cardRepaymentStrings as t } from '../../strings/card-repayment';
import type { CommitPayload } from './api/repayment-commit';
import { recoverAttempt } from './payment-recovery';
import { liveAttempt, moveTo, needsRecovery, type Recovery } from './rules/attempt-rules';
import { loadAttempt, watchAttempt, type PaymentAttempt } from './rules/payment-attempt';

/** What the page offers besides the cards: Pay, or what recovery is doing instead of Pay. */
export type PaymentMode =
  | { kind: 'ready' }
  | { kind: 'checking' }
  | { kind: 'waiting' }
  | { kind: 'check-failed'; message: string }
  | { kind: 'elsewhere' }
  | { kind: 'submitted' };

export function modeOf(attempt: PaymentAttempt | null): PaymentMode {
  if (attempt?.state === 'submitted') return { kind: 'submitted' };
  return needsRecovery(attempt) ? { kind: 'checking' } : { kind: 'ready' };
}

function checkFailedMessage(error: unknown): string {
  return isTooManyRequests(error) ? error.message : t.checkFailed;
}

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

  function apply(decision: Recovery, current: PaymentAttempt) {
    const now = Date.now();
    if (decision.kind === 'submitted') {
      save(moveTo(current, 'submitted', now));
      input.onSubmitted();
    } else if (decision.kind === 'verify') {
      save(moveTo(current, 'pending-code', now, decision.recordId));
      setMode({ kind: 'ready' });
      input.onCodeSent(current.cardId);
    } else if (decision.kind === 'fresh') {
      save(null);
      setMode({ kind: 'ready' });
      showToast(t.lastPaymentFailed);
    } else if (decision.kind === 'wait') {
      setMode({ kind: 'waiting' });
      clearTimeout(recheck.current);
      recheck.current = setTimeout(() => void recover(), decision.ms);
    } else {
      setMode({ kind: 'check-failed', message: checkFailedMessage(decision.error) });
    }
  }

  /** Recovery of a lost answer; the caller holds the lock. */
  async function recoverLocked(current: PaymentAttempt) {
    setMode({ kind: 'checking' });
    const decision = await recoverAttempt({
      attempt: current,
      productId,
      orderId,
      resendPayload: () => input.resendPayload(current),
    });
    apply(decision, current);
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
    const outcome = await withTabLock(lock, () => recoverLocked(current));
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
