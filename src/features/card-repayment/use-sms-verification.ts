import { useCallback, useState } from 'react';
import { isApiError } from '../../lib/api/api-error';
import { withTabLock } from '../../lib/locks/tab-lock';
import { useCountdown } from '../../lib/time/use-countdown';
import { showLoading, showToast } from '../../lib/toast/toast';
import { common } from '../../strings/common';
import { cardRepaymentStrings as t } from '../../strings/card-repayment';
import type { CommitPayload } from './api/repayment-commit';
import { commitRepayment } from './api/repayment-commit';
import { confirmRepayment } from './api/repayment-confirm';
import { afterAnswer, moveTo, resendFailed } from './rules/attempt-rules';
import { cardErrorMessage, codeError, CODES, RESEND_SECONDS } from './rules/card-repayment-rules';
import { loadAttempt, type PaymentAttempt } from './rules/payment-attempt';

export interface SmsVerificationInput {
  orderId: string;
  /** The loan's payment lock: a resend and a confirm move money state too. */
  lock: string;
  save: (next: PaymentAttempt | null) => void;
  /** The resend (sendMsg 1) of the attempt that waits for its code. */
  resendPayload: (attempt: PaymentAttempt) => Promise<CommitPayload>;
  /** The lender says the loan is paid already: the page shows it as submitted. */
  onSubmitted: () => void;
  /** The code confirmed this page's payment. */
  onPaid: () => void;
}

/**
 * The SMS step of a card payment that needs a code (needValid 1): the dialog, the code typed,
 * the 60 s resend countdown, and the two calls of the step, resend (sendMsg 1) and confirm.
 */
export function useSmsVerification(input: SmsVerificationInput) {
  const { orderId, lock, save, resendPayload, onSubmitted, onPaid } = input;
  const [verifying, setVerifying] = useState(false);
  const [code, setCode] = useState('');
  const [resending, setResending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const countdown = useCountdown();

  /** Shows the step for a payment that waits for its code, with an empty code box. */
  const open = useCallback(() => {
    setCode('');
    setVerifying(true);
  }, []);

  /** Leaves the step; a running countdown keeps going (the code already sent stays valid). */
  const hide = useCallback(() => setVerifying(false), []);

  /** Leaves the step and stops the countdown (Cancel, or the payment is done). */
  function close() {
    setVerifying(false);
    countdown.reset();
  }

  /** A code is on its way to the borrower's phone. */
  function codeSent() {
    countdown.start(RESEND_SECONDS);
    showToast(t.codeSent);
  }

  async function resend() {
    const current = loadAttempt(orderId);
    if (resending || countdown.running || !current) return;
    setResending(true);
    try {
      const outcome = await withTabLock(lock, async () => {
        try {
          const result = await commitRepayment(await resendPayload(current));
          save(afterAnswer(current, result, Date.now()));
          codeSent();
        } catch (failure) {
          showToast(cardErrorMessage('commit', failure));
          countdown.reset();
          const check = resendFailed(failure);
          if (check.kind === 'paid') {
            save(moveTo(current, 'submitted', Date.now()));
            hide();
            onSubmitted();
          } else if (check.kind === 'none') {
            // Nothing waits for a code any more (replaced or expired): Pay starts a new one.
            save(null);
            hide();
          }
        }
      });
      if (!outcome.acquired) showToast(t.inProgressElsewhere);
    } finally {
      setResending(false);
    }
  }

  async function confirm() {
    if (confirming) return;
    const invalid = codeError(code);
    if (invalid) {
      showToast(invalid);
      return;
    }
    const current = loadAttempt(orderId);
    const recordId = current?.repayRecordId;
    if (!current || !recordId) return;
    setConfirming(true);
    try {
      const outcome = await withTabLock(lock, async () => {
        const hideLoading = showLoading(common.loading);
        try {
          await confirmRepayment({ orderId, verifyCode: code.trim(), repaymentRecordId: recordId });
          hideLoading();
          save(moveTo(current, 'submitted', Date.now()));
          close();
          onPaid();
        } catch (failure) {
          hideLoading();
          showToast(cardErrorMessage('confirm', failure));
          if (isApiError(failure) && failure.code === CODES.repeated) {
            save(moveTo(current, 'submitted', Date.now()));
            hide();
            onSubmitted();
          } else if (isApiError(failure) && failure.code === CODES.noPendingPayment) {
            save(null);
            hide();
          }
        }
      });
      if (!outcome.acquired) showToast(t.inProgressElsewhere);
    } finally {
      setConfirming(false);
    }
  }

  return {
    verifying,
    code,
    setCode,
    countdown,
    resending,
    confirming,
    open,
    hide,
    close,
    codeSent,
    resend,
    confirm,
  };
}
