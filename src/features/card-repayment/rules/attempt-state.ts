import type { PaymentAttempt } from './payment-attempt';

/**
 * The states of a card payment attempt (docs/decisions/repayment-exactly-once.md) as the screen
 * needs them before its first render: which attempt is still live, whether a lost answer has to
 * be recovered, and the moves between states. What an answer means is attempt-rules.ts, which
 * arrives with the payment calls (payment-calls.ts).
 */

/** A code step or a "submitted" note older than this is forgotten (the loan's state rules). */
export const ATTEMPT_TTL_MS = 24 * 60 * 60 * 1000;

export function needsRecovery(
  attempt: PaymentAttempt | null,
): attempt is PaymentAttempt & { state: 'sending' | 'uncertain' } {
  return attempt?.state === 'sending' || attempt?.state === 'uncertain';
}

/** An attempt to act on: a lost answer is never forgotten; a code step or a note ages out. */
export function liveAttempt(attempt: PaymentAttempt | null, now: number): PaymentAttempt | null {
  if (!attempt) return null;
  if (needsRecovery(attempt)) return attempt;
  return now - attempt.updatedAt > ATTEMPT_TTL_MS ? null : attempt;
}

export function startAttempt(key: string, cardId: string, now: number): PaymentAttempt {
  return { key, cardId, state: 'sending', sentAt: now, updatedAt: now };
}

export function moveTo(
  attempt: PaymentAttempt,
  state: PaymentAttempt['state'],
  now: number,
  repayRecordId: string | undefined = attempt.repayRecordId,
): PaymentAttempt {
  return { ...attempt, state, repayRecordId, updatedAt: now };
}
