import { useEffect, useState } from 'react';
import { paymentLockName } from '../../lib/locks/lock-names';
import { useTapGuard } from '../../lib/react/use-tap-guard';
import { showToast } from '../../lib/toast/toast';
import { cardRepaymentStrings as t } from '../../strings/card-repayment';
import type { RepaymentWay } from './api/repayment-way';
import { loadPaymentCalls, paymentCallsForStep } from './load-payment-calls';
import type { PayScreen } from './pay-step';
import { liveAttempt } from './rules/attempt-state';
import { REFLECT_MINUTES } from './rules/card-repayment-rules';
import { loadAttempt, type PaymentAttempt } from './rules/payment-attempt';
import { useCommitPayload } from './use-commit-payload';
import { modeOf, type PaymentMode } from './payment-mode';
import { usePaymentRecovery } from './use-payment-recovery';
import { useSmsVerification } from './use-sms-verification';
import { useStoredAttempt } from './use-stored-attempt';

export interface CardPaymentInput {
  orderId: string;
  productId: string;
  way: RepaymentWay | undefined;
  withholdingAmount: string | undefined;
  couponId: string | undefined;
  /** After a payment this page made: the native dialog and the loan detail. */
  onPaid: () => void;
}

/**
 * The card payment of one loan, exactly once: the attempt is saved before each commit, a lost
 * answer is recovered (order state, then a resend) instead of paying again, and every money call
 * runs under a lock that other tabs respect. See docs/decisions/repayment-exactly-once.md.
 * This hook is the attempt itself (choose a card, Pay); the SMS step and the recovery of a lost
 * answer are hooks of their own. The calls arrive after the first render (load-payment-calls.ts):
 * each step has them in hand before it saves or sends anything.
 */
export function useCardPayment(input: CardPaymentInput) {
  const { orderId, productId } = input;
  // One lock per loan for every money call of this page (and vouchers): other tabs wait it out.
  const lock = paymentLockName(orderId);
  const { attempt, setAttempt, save } = useStoredAttempt(orderId);
  const [mode, setMode] = useState<PaymentMode>(() => modeOf(attempt));
  const [selectedId, setSelectedId] = useState<string | null>(() => attempt?.cardId ?? null);
  const payGuard = useTapGuard();
  const paying = payGuard.busy;
  const payloads = useCommitPayload(input);
  const resendPayload = async (current: PaymentAttempt) =>
    payloads.resendPayload(await loadPaymentCalls(), current);

  useEffect(() => void loadPaymentCalls(), []);

  /** This page's payment went through: say so, then the native dialog and the loan detail. */
  function paid() {
    showToast(`${t.submittedTitle}. ${t.submittedBody(REFLECT_MINUTES)}`);
    setMode({ kind: 'submitted' });
    input.onPaid();
  }

  const sms = useSmsVerification({
    orderId,
    lock,
    save,
    resendPayload,
    onSubmitted: () => setMode({ kind: 'submitted' }),
    onPaid: paid,
  });

  function openCodeStep(cardId: string) {
    setSelectedId(cardId);
    sms.open();
  }

  function showSubmitted() {
    sms.hide();
    setMode({ kind: 'submitted' });
  }

  const recovery = usePaymentRecovery({
    orderId,
    productId,
    lock,
    save,
    setAttempt,
    setMode,
    resendPayload,
    onCodeSent: (cardId) => {
      openCodeStep(cardId);
      sms.codeSent();
    },
    onSubmitted: showSubmitted,
    hideCodeStep: sms.hide,
  });

  /** The screen as the Pay step (pay-step.ts) sees it. */
  const screen: PayScreen = {
    orderId,
    withholdingAmount: input.withholdingAmount,
    couponId: input.couponId,
    save,
    loadedWay: payloads.loadedWay,
    openCodeStep: (cardId, sent) => {
      openCodeStep(cardId);
      if (sent) sms.codeSent();
    },
    paid: () => {
      sms.close();
      paid();
    },
    showSubmitted,
    refused: sms.countdown.reset,
    recoverLocked: recovery.recoverLocked,
  };

  async function pay() {
    if (paying) return;
    const card = selectedId;
    if (!card) {
      showToast(t.selectCardFirst);
      return;
    }
    const current = liveAttempt(loadAttempt(orderId), Date.now());
    if (current?.state === 'pending-code' && current.cardId === card) {
      // The payment exists and waits for its code: open that step, never a second payment.
      openCodeStep(card);
      return;
    }
    if (!payGuard.take()) return;
    try {
      // Without its calls the step stops here, told and with nothing saved or sent.
      const calls = await paymentCallsForStep().catch(() => null);
      if (!calls) return;
      const outcome = await calls.withTabLock(lock, () => calls.payLocked(screen, card));
      if (!outcome.acquired) {
        setMode({ kind: 'elsewhere' });
        showToast(t.inProgressElsewhere);
      }
    } finally {
      payGuard.release();
    }
  }

  return {
    attempt,
    mode,
    selectedId,
    setSelectedId,
    verifying: sms.verifying,
    code: sms.code,
    setCode: sms.setCode,
    countdown: sms.countdown,
    paying,
    resending: sms.resending,
    confirming: sms.confirming,
    pay,
    resend: sms.resend,
    confirm: sms.confirm,
    cancelVerification: sms.close,
    checkAgain: recovery.recover,
  };
}
