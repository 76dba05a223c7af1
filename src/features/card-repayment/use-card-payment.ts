import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, isTooManyRequests } from '../../lib/api/api-error';
import { paymentLockName } from '../../lib/locks/lock-names';
import { withTabLock } from '../../lib/locks/tab-lock';
import { useCountdown } from '../../lib/time/use-countdown';
import { showLoading, showToast } from '../../lib/toast/toast';
import { common } from '../../strings/common';
import { cardRepaymentStrings as t } from '../../strings/card-repayment';
import { commitRepayment, type CommitPayload } from './api/repayment-commit';
import { confirmRepayment } from './api/repayment-confirm';
import { fetchRepaymentWay, type RepaymentWay } from './api/repayment-way';
import { recoverAttempt } from './payment-recovery';
import {
  afterAnswer,
  afterCommitFailure,
  liveAttempt,
  moveTo,
  needsRecovery,
  resendFailed,
  startAttempt,
  type Recovery,
} from './rules/attempt-rules';
import {
  amountToPay,
  cardErrorMessage,
  codeError,
  CODES,
  REFLECT_MINUTES,
  RESEND_SECONDS,
} from './rules/card-repayment-rules';
import {
  loadAttempt,
  newAttemptKey,
  saveAttempt,
  watchAttempt,
  type PaymentAttempt,
} from './rules/payment-attempt';

/** What the page offers besides the cards: Pay, or what recovery is doing instead of Pay. */
export type PaymentMode =
  | { kind: 'ready' }
  | { kind: 'checking' }
  | { kind: 'waiting' }
  | { kind: 'check-failed'; message: string }
  | { kind: 'elsewhere' }
  | { kind: 'submitted' };

function modeOf(attempt: PaymentAttempt | null): PaymentMode {
  if (attempt?.state === 'submitted') return { kind: 'submitted' };
  return needsRecovery(attempt) ? { kind: 'checking' } : { kind: 'ready' };
}

function checkFailedMessage(error: unknown): string {
  return isTooManyRequests(error) ? error.message : t.checkFailed;
}

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
 */
export function useCardPayment(input: CardPaymentInput) {
  const { orderId, productId, withholdingAmount, couponId, onPaid } = input;
  const [attempt, setAttempt] = useState(() => liveAttempt(loadAttempt(orderId), Date.now()));
  const [mode, setMode] = useState<PaymentMode>(() => modeOf(attempt));
  const [selectedId, setSelectedId] = useState<string | null>(() => attempt?.cardId ?? null);
  const [verifying, setVerifying] = useState(false);
  const [code, setCode] = useState('');
  const [paying, setPaying] = useState(false);
  const [resending, setResending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const countdown = useCountdown();
  const wayRef = useRef(input.way);
  const recheck = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // One lock per loan for every money call of this page (and vouchers): other tabs wait it out.
  const lock = paymentLockName(orderId);

  useEffect(() => {
    wayRef.current = input.way;
  }, [input.way]);

  const save = useCallback(
    (next: PaymentAttempt | null) => {
      saveAttempt(orderId, next);
      setAttempt(next);
    },
    [orderId],
  );

  const openVerification = useCallback((cardId: string) => {
    setSelectedId(cardId);
    setCode('');
    setVerifying(true);
  }, []);

  const showSubmitted = useCallback(() => {
    setVerifying(false);
    setMode({ kind: 'submitted' });
  }, []);

  async function currentWay(): Promise<RepaymentWay> {
    return wayRef.current ?? fetchRepaymentWay(orderId);
  }

  function payload(way: RepaymentWay, cardId: string, sendMsg: 0 | 1, key: string): CommitPayload {
    const card = way.bankCards?.find((item) => item.id === cardId);
    return {
      amount: amountToPay(way.repayAmount, withholdingAmount) ?? 0,
      bankName: card?.bankName ?? '',
      cardId,
      cardNo: card?.cardNo ?? '',
      couponId: couponId ?? null,
      orderId,
      repayToken: way.repayToken,
      bankCode: card?.bankCode ?? '',
      sendMsg,
      idempotencyKey: key,
    };
  }

  function apply(decision: Recovery, current: PaymentAttempt) {
    const now = Date.now();
    if (decision.kind === 'submitted') {
      save(moveTo(current, 'submitted', now));
      showSubmitted();
    } else if (decision.kind === 'verify') {
      save(moveTo(current, 'pending-code', now, decision.recordId));
      setMode({ kind: 'ready' });
      openVerification(current.cardId);
      countdown.start(RESEND_SECONDS);
      showToast(t.codeSent);
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
      resendPayload: async () => payload(await currentWay(), current.cardId, 1, current.key),
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
        if (next?.state === 'submitted') setVerifying(false);
      }),
    [orderId],
  );

  async function commitLocked(cardId: string) {
    const latest = liveAttempt(loadAttempt(orderId), Date.now());
    // Re-read under the lock: another tab may have paid or started meanwhile.
    if (latest?.state === 'submitted') return showSubmitted();
    if (needsRecovery(latest)) return recoverLocked(latest);
    if (latest?.state === 'pending-code' && latest.cardId === cardId)
      return openVerification(cardId);
    const way = wayRef.current;
    if (!way) return;
    const sending = startAttempt(newAttemptKey(), cardId, Date.now());
    save(sending); // before the request leaves: a lost answer is then never paid again
    const hide = showLoading(common.loading);
    try {
      const result = await commitRepayment(payload(way, cardId, 0, sending.key));
      hide();
      const next = afterAnswer(sending, result, Date.now());
      save(next);
      if (next.state === 'submitted') {
        finish();
        return;
      }
      openVerification(cardId);
      countdown.start(RESEND_SECONDS);
      showToast(t.codeSent);
    } catch (failure) {
      hide();
      const outcome = afterCommitFailure(failure);
      if (outcome === 'uncertain') {
        const uncertain = moveTo(sending, 'uncertain', Date.now());
        save(uncertain);
        await recoverLocked(uncertain);
      } else if (outcome === 'submitted') {
        save(moveTo(sending, 'submitted', Date.now()));
        showToast(t.repeated);
        showSubmitted();
      } else {
        save(null);
        showToast(cardErrorMessage('commit', failure));
        countdown.reset();
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
      openVerification(card);
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

  async function resend() {
    const current = loadAttempt(orderId);
    if (resending || countdown.running || !current) return;
    setResending(true);
    try {
      const outcome = await withTabLock(lock, async () => {
        try {
          const result = await commitRepayment(
            payload(await currentWay(), current.cardId, 1, current.key),
          );
          save(afterAnswer(current, result, Date.now()));
          countdown.start(RESEND_SECONDS);
          showToast(t.codeSent);
        } catch (failure) {
          showToast(cardErrorMessage('commit', failure));
          countdown.reset();
          const check = resendFailed(failure);
          if (check.kind === 'paid') {
            save(moveTo(current, 'submitted', Date.now()));
            showSubmitted();
          } else if (check.kind === 'none') {
            // Nothing waits for a code any more (replaced or expired): Pay starts a new one.
            save(null);
            setVerifying(false);
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
        const hide = showLoading(common.loading);
        try {
          await confirmRepayment({ orderId, verifyCode: code.trim(), repaymentRecordId: recordId });
          hide();
          save(moveTo(current, 'submitted', Date.now()));
          finish();
        } catch (failure) {
          hide();
          showToast(cardErrorMessage('confirm', failure));
          if (isApiError(failure) && failure.code === CODES.repeated) {
            save(moveTo(current, 'submitted', Date.now()));
            showSubmitted();
          } else if (isApiError(failure) && failure.code === CODES.noPendingPayment) {
            save(null);
            setVerifying(false);
          }
        }
      });
      if (!outcome.acquired) showToast(t.inProgressElsewhere);
    } finally {
      setConfirming(false);
    }
  }

  function finish() {
    setVerifying(false);
    countdown.reset();
    showToast(`${t.submittedTitle}. ${t.submittedBody(REFLECT_MINUTES)}`);
    setMode({ kind: 'submitted' });
    onPaid();
  }

  function cancelVerification() {
    setVerifying(false);
    countdown.reset();
  }

  return {
    attempt,
    mode,
    selectedId,
    setSelectedId,
    verifying,
    code,
    setCode,
    countdown,
    paying,
    resending,
    confirming,
    pay,
    resend,
    confirm,
    cancelVerification,
    checkAgain: recover,
  };
}
