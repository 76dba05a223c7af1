import { showLoading, showToast } from '../../lib/toast/toast';
import { common } from '../../strings/common';
import { cardRepaymentStrings as t } from '../../strings/card-repayment';
import { commitRepayment } from './api/repayment-commit';
import type { RepaymentWay } from './api/repayment-way';
import { afterAnswer, afterCommitFailure } from './rules/attempt-rules';
import { liveAttempt, moveTo, needsRecovery, startAttempt } from './rules/attempt-state';
import { cardErrorMessage } from './rules/card-repayment-rules';
import { commitPayload } from './rules/commit-payload';
import { newAttemptKey } from './rules/attempt-key';
import { loadAttempt, type PaymentAttempt } from './rules/payment-attempt';

/** What the Pay step does to the screen (use-card-payment.ts). */
export interface PayScreen {
  orderId: string;
  save: (next: PaymentAttempt | null) => void;
  withholdingAmount: string | undefined;
  couponId: string | undefined;
  /** The repayment way as loaded so far (its token and cards). */
  loadedWay: () => RepaymentWay | undefined;
  /** The payment waits for its SMS code: show that step (`sent`: a code just left). */
  openCodeStep: (cardId: string, sent: boolean) => void;
  /** This page's payment went through. */
  paid: () => void;
  /** The loan is paid (here or elsewhere): show it as submitted. */
  showSubmitted: () => void;
  /** The lender refused: nothing is under way, the code countdown stops. */
  refused: () => void;
  recoverLocked: (attempt: PaymentAttempt) => Promise<void>;
}

/**
 * Pay with a card, under the loan's lock: the attempt is saved before the commit leaves, so a
 * lost answer is recovered, never paid again (docs/decisions/repayment-exactly-once.md).
 */
export async function payLocked(screen: PayScreen, cardId: string): Promise<void> {
  const { orderId, save } = screen;
  const latest = liveAttempt(loadAttempt(orderId), Date.now());
  // Re-read under the lock: another tab may have paid or started meanwhile.
  if (latest?.state === 'submitted') return screen.showSubmitted();
  if (needsRecovery(latest)) return screen.recoverLocked(latest);
  if (latest?.state === 'pending-code' && latest.cardId === cardId)
    return screen.openCodeStep(cardId, false);
  const way = screen.loadedWay();
  if (!way) return;
  const sending = startAttempt(newAttemptKey(), cardId, Date.now());
  save(sending); // before the request leaves: a lost answer is then never paid again
  const hide = showLoading(common.loading);
  try {
    const { withholdingAmount, couponId } = screen;
    const result = await commitRepayment(
      commitPayload({
        way,
        cardId,
        sendMsg: 0,
        key: sending.key,
        orderId,
        withholdingAmount,
        couponId,
      }),
    );
    hide();
    const next = afterAnswer(sending, result, Date.now());
    save(next);
    if (next.state === 'submitted') screen.paid();
    else screen.openCodeStep(cardId, true);
  } catch (failure) {
    hide();
    const outcome = afterCommitFailure(failure);
    if (outcome === 'uncertain') {
      const uncertain = moveTo(sending, 'uncertain', Date.now());
      save(uncertain);
      await screen.recoverLocked(uncertain);
    } else if (outcome === 'submitted') {
      save(moveTo(sending, 'submitted', Date.now()));
      showToast(t.repeated);
      screen.showSubmitted();
    } else {
      save(null);
      showToast(cardErrorMessage('commit', failure));
      screen.refused();
    }
  }
}
