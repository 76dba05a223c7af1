import { useCallback, useState } from 'react';
import { useTapGuard } from '../../lib/react/use-tap-guard';
import { useCountdown } from '../../lib/time/use-countdown';
import { showToast } from '../../lib/toast/toast';
import { cardRepaymentStrings as t } from '../../strings/card-repayment';
import type { CommitPayload } from './api/repayment-commit';
import type { CodeScreen } from './code-step';
import { paymentCallsForStep } from './load-payment-calls';
import { RESEND_SECONDS } from '../../config/spec-timings';
import { codeError } from './rules/card-repayment-rules';
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
 * the 60 s resend countdown, and the two calls of the step, resend (sendMsg 1) and confirm,
 * which run in code-step.ts once the payment calls are in hand.
 */
export function useSmsVerification(input: SmsVerificationInput) {
  const { orderId, lock, save, resendPayload, onSubmitted, onPaid } = input;
  const [verifying, setVerifying] = useState(false);
  const [code, setCode] = useState('');
  const resendGuard = useTapGuard();
  const confirmGuard = useTapGuard();
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

  /** The screen as the step's calls (code-step.ts) see it. */
  const screen: CodeScreen = {
    orderId,
    save,
    resendPayload,
    codeSent,
    stopCountdown: countdown.reset,
    hide,
    onSubmitted,
    onPaid: () => {
      close();
      onPaid();
    },
  };

  async function resend() {
    const current = loadAttempt(orderId);
    if (countdown.running || !current || !resendGuard.take()) return;
    try {
      const calls = await paymentCallsForStep().catch(() => null);
      if (!calls) return;
      const outcome = await calls.withTabLock(lock, () => calls.resendLocked(screen, current));
      if (!outcome.acquired) showToast(t.inProgressElsewhere);
    } finally {
      resendGuard.release();
    }
  }

  async function confirm() {
    if (confirmGuard.busy) return;
    const invalid = codeError(code);
    if (invalid) {
      showToast(invalid);
      return;
    }
    const current = loadAttempt(orderId);
    const recordId = current?.repayRecordId;
    if (!current || !recordId || !confirmGuard.take()) return;
    try {
      const calls = await paymentCallsForStep().catch(() => null);
      if (!calls) return;
      const outcome = await calls.withTabLock(lock, () =>
        calls.confirmLocked(screen, current, code.trim(), recordId),
      );
      if (!outcome.acquired) showToast(t.inProgressElsewhere);
    } finally {
      confirmGuard.release();
    }
  }

  return {
    verifying,
    code,
    setCode,
    countdown,
    resending: resendGuard.busy,
    confirming: confirmGuard.busy,
    open,
    hide,
    close,
    codeSent,
    resend,
    confirm,
  };
}
