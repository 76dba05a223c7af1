import { useState } from 'react';
import { paymentLockName } from '../../lib/locks/lock-names';
import { withTabLock } from '../../lib/locks/tab-lock';
import { showLoading, showToast } from '../../lib/toast/toast';
import { common } from '../../strings/common';
import { cardRepaymentStrings as t } from '../../strings/card-repayment';
import { commitRepayment } from './api/repayment-commit';
import type { RepaymentWay } from './api/repayment-way';
import {
  afterAnswer,
  afterCommitFailure,
  liveAttempt,
  moveTo,
  needsRecovery,
  startAttempt,
} from './rules/attempt-rules';
import { cardErrorMessage, REFLECT_MINUTES } from './rules/card-repayment-rules';
import { loadAttempt, newAttemptKey, type PaymentAttempt } from './rules/payment-attempt';
import { useCommitPayload } from './use-commit-payload';
import { modeOf, usePaymentRecovery, type PaymentMode } from './use-payment-recovery';
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
 * answer are hooks of their own.
 */
export function useCardPayment(input: CardPaymentInput) {
  const { orderId, productId } = input;
  // One lock per loan for every money call of this page (and vouchers): other tabs wait it out.
  const lock = paymentLockName(orderId);
  const { attempt, setAttempt, save } = useStoredAttempt(orderId);
  const [mode, setMode] = useState<PaymentMode>(() => modeOf(attempt));
  const [selectedId, setSelectedId] = useState<string | null>(() => attempt?.cardId ?? null);
  const [paying, setPaying] = useState(false);
  const payloads = useCommitPayload(input);
  const resendPayload = (current: PaymentAttempt) =>
    payloads.payloadFor(current.cardId, 1, current.key);

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

  async function commitLocked(cardId: string) {
    const latest = liveAttempt(loadAttempt(orderId), Date.now());
    // Re-read under the lock: another tab may have paid or started meanwhile.
    if (latest?.state === 'submitted') return showSubmitted();
    if (needsRecovery(latest)) return recovery.recoverLocked(latest);
    if (latest?.state === 'pending-code' && latest.cardId === cardId) return openCodeStep(cardId);
    const way = payloads.loadedWay();
    if (!way) return;
    const sending = startAttempt(newAttemptKey(), cardId, Date.now());
    save(sending); // before the request leaves: a lost answer is then never paid again
    const hide = showLoading(common.loading);
    try {
      const result = await commitRepayment(payloads.payloadFrom(way, cardId, 0, sending.key));
      hide();
      const next = afterAnswer(sending, result, Date.now());
      save(next);
      if (next.state === 'submitted') {
        sms.close();
        paid();
        return;
      }
      openCodeStep(cardId);
      sms.codeSent();
    } catch (failure) {
      hide();
      const outcome = afterCommitFailure(failure);
      if (outcome === 'uncertain') {
        const uncertain = moveTo(sending, 'uncertain', Date.now());
        save(uncertain);
        await recovery.recoverLocked(uncertain);
      } else if (outcome === 'submitted') {
        save(moveTo(sending, 'submitted', Date.now()));
        showToast(t.repeated);
        showSubmitted();
      } else {
        save(null);
        showToast(cardErrorMessage('commit', failure));
        sms.countdown.reset();
      }
    }
  }

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
    setPaying(true);
    try {
      const outcome = await withTabLock(lock, () => commitLocked(card));
      if (!outcome.acquired) {
        setMode({ kind: 'elsewhere' });
        showToast(t.inProgressElsewhere);
      }
    } finally {
      setPaying(false);
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
