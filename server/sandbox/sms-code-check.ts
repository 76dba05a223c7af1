/**
 * The one rule for the sandbox's SMS codes, card repayment and promotion alike (DECISIONS.md
 * section 9, SECURITY.md): a code is good for 5 minutes and 5 wrong tries. After the fifth wrong
 * try it is spent, so even the right code is refused until a new one is sent; a new code starts
 * the count again. Each module keeps its codes in its own table and counts a wrong try there.
 */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const MAX_WRONG_SMS_CODES = 5;

/** The sandbox's answers for a spent or expired code ('get verification code' is the button). */
export const SMS_CODE_SPENT = "Too many wrong codes. Tap 'get verification code' for a new one.";
export const SMS_CODE_EXPIRED =
  "This verification code has expired. Tap 'get verification code' for a new one.";

export interface IssuedSmsCode {
  code: string;
  /** When it was sent, ms since the epoch. */
  sentAt: number;
  /** Wrong codes given for it so far. */
  wrongTries: number;
}

/** 'wrong' means the caller counts one more wrong try for the code. */
export type SmsCodeCheck = 'right' | 'wrong' | 'spent' | 'expired';

/** What a given code is worth against the issued one at `now` (spent before expired). */
export function checkSmsCode(issued: IssuedSmsCode, given: string, now: number): SmsCodeCheck {
  if (issued.wrongTries >= MAX_WRONG_SMS_CODES) return 'spent';
  if (now - issued.sentAt > SMS_CODE_TTL_MS) return 'expired';
  return given === issued.code ? 'right' : 'wrong';
}
