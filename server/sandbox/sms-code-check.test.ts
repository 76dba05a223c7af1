import { describe, expect, it } from 'vitest';
import { checkSmsCode, MAX_WRONG_SMS_CODES, SMS_CODE_TTL_MS } from './sms-code-check';

const SENT = Date.UTC(2026, 5, 1, 8);
const issued = { code: '123456', sentAt: SENT, wrongTries: 0 };

describe('checkSmsCode', () => {
  it('takes the right code and counts any other as wrong', () => {
    expect(checkSmsCode(issued, '123456', SENT + 1000)).toBe('right');
    expect(checkSmsCode(issued, '654321', SENT + 1000)).toBe('wrong');
    expect(checkSmsCode(issued, ' 123456', SENT + 1000)).toBe('wrong');
  });

  it('keeps a code for exactly 5 minutes', () => {
    expect(SMS_CODE_TTL_MS).toBe(300_000);
    expect(checkSmsCode(issued, '123456', SENT + SMS_CODE_TTL_MS)).toBe('right');
    expect(checkSmsCode(issued, '123456', SENT + SMS_CODE_TTL_MS + 1)).toBe('expired');
  });

  it('spends the code after the fifth wrong try, even for the right code, even when expired', () => {
    expect(MAX_WRONG_SMS_CODES).toBe(5);
    expect(checkSmsCode({ ...issued, wrongTries: 4 }, '123456', SENT)).toBe('right');
    expect(checkSmsCode({ ...issued, wrongTries: 5 }, '123456', SENT)).toBe('spent');
    expect(checkSmsCode({ ...issued, wrongTries: 5 }, '123456', SENT + SMS_CODE_TTL_MS + 1)).toBe(
      'spent',
    );
  });
});
