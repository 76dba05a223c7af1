import { isTooManyRequests } from '../../lib/api/api-error';
import { showToast } from '../../lib/toast/toast';
import { cardRepaymentStrings as t } from '../../strings/card-repayment';
import type { CommitPayload } from './api/repayment-commit';
import { recoverAttempt } from './payment-recovery';
import { moveTo } from './rules/attempt-state';
import type { PaymentAttempt } from './rules/payment-attempt';
import type { PaymentMode } from './payment-mode';

/** What the recovery of a lost answer does to the screen (use-payment-recovery.ts). */
export interface RecoveryScreen {
  orderId: string;
  productId: string;
  save: (next: PaymentAttempt | null) => void;
  setMode: (mode: PaymentMode) => void;
  /** The resend (sendMsg 1) for the attempt's card, built when it is needed. */
  resendPayload: (attempt: PaymentAttempt) => Promise<CommitPayload>;
  /** Recovery found the payment waiting for its code (a code was just sent): show that step. */
  onCodeSent: (cardId: string) => void;
  /** The loan is paid: the page shows it as submitted. */
  onSubmitted: () => void;
  /** Checks again after `ms`: the lost commit may still be on its way to the lender. */
  recheckIn: (ms: number) => void;
}

function checkFailedMessage(error: unknown): string {
  return isTooManyRequests(error) ? error.message : t.checkFailed;
}

/**
 * Recovery of a lost answer under the loan's lock: the order's state, then a resend, never a
 * second payment (payment-recovery.ts decides), and what the decision means for the screen.
 */
export async function recoverLocked(screen: RecoveryScreen, current: PaymentAttempt) {
  const { save, setMode } = screen;
  setMode({ kind: 'checking' });
  const decision = await recoverAttempt({
    attempt: current,
    productId: screen.productId,
    orderId: screen.orderId,
    resendPayload: () => screen.resendPayload(current),
  });
  const now = Date.now();
  if (decision.kind === 'submitted') {
    save(moveTo(current, 'submitted', now));
    screen.onSubmitted();
  } else if (decision.kind === 'verify') {
    save(moveTo(current, 'pending-code', now, decision.recordId));
    setMode({ kind: 'ready' });
    screen.onCodeSent(current.cardId);
  } else if (decision.kind === 'fresh') {
    save(null);
    setMode({ kind: 'ready' });
    showToast(t.lastPaymentFailed);
  } else if (decision.kind === 'wait') {
    setMode({ kind: 'waiting' });
    screen.recheckIn(decision.ms);
  } else {
    setMode({ kind: 'check-failed', message: checkFailedMessage(decision.error) });
  }
}
