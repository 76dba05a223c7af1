import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import {
  afterAnswer,
  afterCommitFailure,
  isLostAnswer,
  needsResend,
  orderCheckOf,
  recoveryDecision,
  resendAnswered,
  resendFailed,
  SETTLE_MS,
} from './attempt-rules';
import { ATTEMPT_TTL_MS, liveAttempt, moveTo, needsRecovery, startAttempt } from './attempt-state';

const network = new ApiError('network', 'network', 'offline');
const timeout = new ApiError('timeout', 'timeout', 'slow');
const business = (code: string) => new ApiError('business', code, 'message');
const http = (status: number) => new ApiError('http', String(status), 'http', status);

describe('attempt states', () => {
  it('starts as sending, before the request leaves, and moves on with the answer', () => {
    const sending = startAttempt('k', '1', 1000);
    expect(sending).toEqual({
      key: 'k',
      cardId: '1',
      state: 'sending',
      sentAt: 1000,
      updatedAt: 1000,
    });
    expect(afterAnswer(sending, { needValid: 1, repayRecordId: '7' }, 2000)).toEqual({
      ...sending,
      state: 'pending-code',
      repayRecordId: '7',
      updatedAt: 2000,
    });
    expect(afterAnswer(sending, { needValid: 0, repayRecordId: '8' }, 2000)).toMatchObject({
      state: 'submitted',
      repayRecordId: '8',
    });
  });

  it('treats a missing, unreadable or server-side-failed answer as possibly carried out', () => {
    expect(isLostAnswer(network)).toBe(true);
    expect(isLostAnswer(timeout)).toBe(true);
    expect(isLostAnswer(new ApiError('malformed', 'malformed', 'html'))).toBe(true);
    expect(isLostAnswer(http(502))).toBe(true);
    expect(isLostAnswer(http(500))).toBe(true);
    expect(isLostAnswer(new Error('anything else'))).toBe(true);
    // Answered before anything happened:
    expect(isLostAnswer(http(429))).toBe(false);
    expect(isLostAnswer(http(400))).toBe(false);
    expect(isLostAnswer(business('800008'))).toBe(false);
  });

  it('a failed commit is uncertain, already paid (800005) or refused', () => {
    expect(afterCommitFailure(network)).toBe('uncertain');
    expect(afterCommitFailure(http(504))).toBe('uncertain');
    expect(afterCommitFailure(business('800005'))).toBe('submitted');
    expect(afterCommitFailure(business('800008'))).toBe('refused');
    expect(afterCommitFailure(http(429))).toBe('refused');
  });

  it('recovers sending and uncertain attempts, never forgets them, and ages out the rest', () => {
    const sending = startAttempt('k', '1', 0);
    const uncertain = moveTo(sending, 'uncertain', 0);
    const pending = moveTo(sending, 'pending-code', 0, '7');
    const submitted = moveTo(sending, 'submitted', 0);
    expect([sending, uncertain, pending, submitted, null].map(needsRecovery)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    const later = ATTEMPT_TTL_MS + 1;
    expect(liveAttempt(uncertain, later)).toBe(uncertain);
    expect(liveAttempt(sending, later)).toBe(sending);
    expect(liveAttempt(pending, later)).toBeNull();
    expect(liveAttempt(submitted, later)).toBeNull();
    expect(liveAttempt(submitted, ATTEMPT_TTL_MS)).toBe(submitted);
  });
});

describe('recovery after a lost answer', () => {
  const sentAt = 1_000_000;
  const settled = sentAt + SETTLE_MS;

  it('reads the order status: 200 is paid, and then no resend is needed', () => {
    expect(orderCheckOf(200)).toBe('paid');
    expect(orderCheckOf(170)).toBe('unpaid');
    expect(needsResend('paid')).toBe(false);
    expect(needsResend('unpaid')).toBe(true);
    expect(needsResend('unknown')).toBe(true);
    expect(recoveryDecision('paid', null, sentAt, sentAt)).toEqual({ kind: 'submitted' });
  });

  it('reads the resend: the same record waits for a code, 800005 paid, 800004 none', () => {
    expect(resendAnswered({ needValid: 1, repayRecordId: '7' })).toEqual({
      kind: 'pending',
      recordId: '7',
    });
    expect(resendAnswered({ needValid: 0, repayRecordId: '7' })).toEqual({ kind: 'paid' });
    expect(resendFailed(business('800005'))).toEqual({ kind: 'paid' });
    expect(resendFailed(business('800004'))).toEqual({ kind: 'none' });
    expect(resendFailed(network)).toEqual({ kind: 'unknown', error: network });
    expect(resendFailed(http(429))).toEqual({ kind: 'unknown', error: http(429) });
    expect(resendFailed(business('01'))).toMatchObject({ kind: 'unknown' });
  });

  it('opens the code step of the same payment, or the paid state', () => {
    const pending = { kind: 'pending', recordId: '7' } as const;
    expect(recoveryDecision('unpaid', pending, sentAt, sentAt)).toEqual({
      kind: 'verify',
      recordId: '7',
    });
    expect(recoveryDecision('unknown', pending, sentAt, sentAt)).toEqual({
      kind: 'verify',
      recordId: '7',
    });
    expect(recoveryDecision('unpaid', { kind: 'paid' }, sentAt, sentAt)).toEqual({
      kind: 'submitted',
    });
  });

  it('allows a new attempt only when the order is unpaid, nothing waits, and the commit had time to arrive', () => {
    const none = { kind: 'none' } as const;
    expect(recoveryDecision('unpaid', none, sentAt, settled)).toEqual({ kind: 'fresh' });
    expect(recoveryDecision('unpaid', none, sentAt, sentAt + 10_000)).toEqual({
      kind: 'wait',
      ms: SETTLE_MS - 10_000,
    });
    // Without the order's state, "nothing waits" is no proof.
    expect(recoveryDecision('unknown', none, sentAt, settled)).toMatchObject({ kind: 'retry' });
  });

  it('checks again, never pays again, when the lender cannot be asked', () => {
    expect(
      recoveryDecision('unpaid', { kind: 'unknown', error: network }, sentAt, settled),
    ).toEqual({ kind: 'retry', error: network });
    expect(
      recoveryDecision('unknown', { kind: 'unknown', error: timeout }, sentAt, settled),
    ).toEqual({ kind: 'retry', error: timeout });
    expect(recoveryDecision('unpaid', null, sentAt, settled)).toMatchObject({ kind: 'retry' });
  });
});
