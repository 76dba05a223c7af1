import { isApiError } from '../../../lib/api/api-error';
import { CODES } from './card-repayment-rules';
import { moveTo } from './attempt-state';
import type { PaymentAttempt } from './payment-attempt';

/**
 * The pure rules of "exactly once" (docs/decisions/repayment-exactly-once.md): what an answer,
 * or its absence, means for the attempt, and what recovery decides from the order's state and a
 * resend. The lender's API knows no idempotency key, so a commit (sendMsg 0) whose answer may
 * have been lost is never sent again.
 */

/** The order status of a settled loan (SPEC.md section 4). */
export const PAID_STATUS = 200;
/**
 * A commit lost less than this long ago may still be on its way to the lender: "no payment
 * waits for a code" is not yet proof that none will.
 */
export const SETTLE_MS = 30_000;

/**
 * Whether a failed call may nevertheless have been carried out: no answer (network, time-out),
 * an unreadable one, or a server/gateway failure. A business refusal, a 4xx and a 429 were
 * answered before anything happened.
 */
export function isLostAnswer(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'malformed')
    return true;
  if (error.kind === 'http') return error.status === undefined || error.status >= 500;
  return false;
}

/** A commit or resend answered '00': a code to enter (needValid 1), or paid at once. */
export function afterAnswer(
  attempt: PaymentAttempt,
  result: { needValid: number; repayRecordId: string },
  now: number,
): PaymentAttempt {
  return result.needValid === 1
    ? moveTo(attempt, 'pending-code', now, result.repayRecordId)
    : moveTo(attempt, 'submitted', now, result.repayRecordId);
}

export type CommitFailure = 'uncertain' | 'submitted' | 'refused';

/** A failed commit: maybe carried out, already paid ('800005'), or refused (nothing happened). */
export function afterCommitFailure(error: unknown): CommitFailure {
  if (isLostAnswer(error)) return 'uncertain';
  if (isApiError(error) && error.code === CODES.repeated) return 'submitted';
  return 'refused';
}

export type OrderCheck = 'paid' | 'unpaid' | 'unknown';

export function orderCheckOf(status: number): OrderCheck {
  return status === PAID_STATUS ? 'paid' : 'unpaid';
}

export type ResendCheck =
  | { kind: 'pending'; recordId: string }
  | { kind: 'paid' }
  | { kind: 'none' }
  | { kind: 'unknown'; error: unknown };

/** What a resend (sendMsg 1) says about the order's payment. */
export function resendAnswered(result: { needValid: number; repayRecordId: string }): ResendCheck {
  return result.needValid === 1
    ? { kind: 'pending', recordId: result.repayRecordId }
    : { kind: 'paid' };
}

export function resendFailed(error: unknown): ResendCheck {
  // A 429 or any other refusal says nothing about the payment: check again later.
  if (isApiError(error) && !isLostAnswer(error)) {
    if (error.code === CODES.repeated) return { kind: 'paid' };
    if (error.code === CODES.noPendingPayment) return { kind: 'none' };
  }
  return { kind: 'unknown', error };
}

export type Recovery =
  | { kind: 'submitted' }
  | { kind: 'verify'; recordId: string }
  | { kind: 'fresh' }
  | { kind: 'wait'; ms: number }
  | { kind: 'retry'; error: unknown };

/** Whether recovery has to ask the lender with a resend (it need not once the order is paid). */
export function needsResend(order: OrderCheck): boolean {
  return order !== 'paid';
}

/**
 * After a lost answer: paid -> submitted; a payment waiting for its code -> that code step;
 * a new attempt only when the order is provably unpaid, nothing waits for a code, and the lost
 * commit has had time to arrive. Anything unclear is checked again, never paid again.
 */
export function recoveryDecision(
  order: OrderCheck,
  resend: ResendCheck | null,
  sentAt: number,
  now: number,
): Recovery {
  if (order === 'paid') return { kind: 'submitted' };
  if (!resend) return { kind: 'retry', error: undefined };
  if (resend.kind === 'pending') return { kind: 'verify', recordId: resend.recordId };
  if (resend.kind === 'paid') return { kind: 'submitted' };
  if (resend.kind === 'unknown') return { kind: 'retry', error: resend.error };
  if (order === 'unknown') return { kind: 'retry', error: undefined };
  const age = now - sentAt;
  return age < SETTLE_MS ? { kind: 'wait', ms: SETTLE_MS - age } : { kind: 'fresh' };
}
