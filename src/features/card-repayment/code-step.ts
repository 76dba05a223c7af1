import { isApiError } from '../../lib/api/api-error';
import { showLoading, showToast } from '../../lib/toast/toast';
import { common } from '../../strings/common';
import type { CommitPayload } from './api/repayment-commit';
import { commitRepayment } from './api/repayment-commit';
import { confirmRepayment } from './api/repayment-confirm';
import { afterAnswer, resendFailed } from './rules/attempt-rules';
import { moveTo } from './rules/attempt-state';
import { cardErrorMessage, CODES } from './rules/card-repayment-rules';
import type { PaymentAttempt } from './rules/payment-attempt';

/** What the SMS step's calls do to the screen (use-sms-verification.ts). */
export interface CodeScreen {
  orderId: string;
  save: (next: PaymentAttempt | null) => void;
  /** The resend (sendMsg 1) of the attempt that waits for its code. */
  resendPayload: (attempt: PaymentAttempt) => Promise<CommitPayload>;
  /** A code is on its way to the borrower's phone. */
  codeSent: () => void;
  stopCountdown: () => void;
  /** Leaves the step, the countdown keeps going. */
  hide: () => void;
  /** The lender says the loan is paid already. */
  onSubmitted: () => void;
  /** The code confirmed this page's payment: leave the step, countdown stopped. */
  onPaid: () => void;
}

/** Sends the code again (sendMsg 1), under the loan's lock. */
export async function resendLocked(screen: CodeScreen, current: PaymentAttempt): Promise<void> {
  try {
    const result = await commitRepayment(await screen.resendPayload(current));
    screen.save(afterAnswer(current, result, Date.now()));
    screen.codeSent();
  } catch (failure) {
    showToast(cardErrorMessage('commit', failure));
    screen.stopCountdown();
    const check = resendFailed(failure);
    if (check.kind === 'paid') {
      screen.save(moveTo(current, 'submitted', Date.now()));
      screen.hide();
      screen.onSubmitted();
    } else if (check.kind === 'none') {
      // Nothing waits for a code any more (replaced or expired): Pay starts a new one.
      screen.save(null);
      screen.hide();
    }
  }
}

/** Confirms the payment with the code typed, under the loan's lock. */
export async function confirmLocked(
  screen: CodeScreen,
  current: PaymentAttempt,
  verifyCode: string,
  repaymentRecordId: string,
): Promise<void> {
  const hideLoading = showLoading(common.loading);
  try {
    await confirmRepayment({ orderId: screen.orderId, verifyCode, repaymentRecordId });
    hideLoading();
    screen.save(moveTo(current, 'submitted', Date.now()));
    screen.onPaid();
  } catch (failure) {
    hideLoading();
    showToast(cardErrorMessage('confirm', failure));
    if (isApiError(failure) && failure.code === CODES.repeated) {
      screen.save(moveTo(current, 'submitted', Date.now()));
      screen.hide();
      screen.onSubmitted();
    } else if (isApiError(failure) && failure.code === CODES.noPendingPayment) {
      screen.save(null);
      screen.hide();
    }
  }
}
