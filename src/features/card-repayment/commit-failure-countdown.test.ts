import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { currentToast, hideToast } from '../../lib/toast/toast';
import { commitRepayment, type CommitPayload } from './api/repayment-commit';
import { resendLocked, type CodeScreen } from './code-step';
import { payLocked, type PayScreen } from './pay-step';
import { forgetAttemptsForTests, type PaymentAttempt } from './rules/payment-attempt';

/*
 * SPEC.md section 8: a repayment commit that fails shows the message and resets the SMS
 * countdown (the borrower may ask for a code again at once). Both commits: the resend of the
 * code step (sendMsg 1) and Pay's (sendMsg 0).
 */
vi.mock('./api/repayment-commit', () => ({ commitRepayment: vi.fn() }));

const ORDER = 'PL2024180';
const REFUSED = new ApiError('business', '800009', 'The bank is busy. Please try again.');

afterEach(() => {
  hideToast();
  forgetAttemptsForTests();
  vi.mocked(commitRepayment).mockReset();
});

function codeScreen() {
  return {
    orderId: ORDER,
    save: vi.fn(),
    resendPayload: vi.fn(async () => ({ sendMsg: 1 }) as CommitPayload),
    codeSent: vi.fn<() => void>(),
    stopCountdown: vi.fn<() => void>(),
    hide: vi.fn(),
    onSubmitted: vi.fn(),
    onPaid: vi.fn(),
  } satisfies CodeScreen;
}

const waiting: PaymentAttempt = {
  key: 'key-1',
  cardId: '1',
  state: 'pending-code',
  repayRecordId: 'R1',
  sentAt: 0,
  updatedAt: 0,
};

describe('a failed repayment commit resets the SMS countdown', () => {
  it('the resend (sendMsg 1) refused: the message, the countdown stopped, no code said sent', async () => {
    vi.mocked(commitRepayment).mockRejectedValueOnce(REFUSED);
    const screen = codeScreen();
    await resendLocked(screen, waiting);
    expect(screen.stopCountdown).toHaveBeenCalledOnce();
    expect(screen.codeSent).not.toHaveBeenCalled();
    expect(currentToast()?.message).toBe('The bank is busy. Please try again.');
  });

  it('the resend lost on the way (a network failure): the countdown stopped too', async () => {
    vi.mocked(commitRepayment).mockRejectedValueOnce(new ApiError('network', '', 'offline'));
    const screen = codeScreen();
    await resendLocked(screen, waiting);
    expect(screen.stopCountdown).toHaveBeenCalledOnce();
    expect(screen.codeSent).not.toHaveBeenCalled();
  });

  it('a code sent starts it instead (the control)', async () => {
    vi.mocked(commitRepayment).mockResolvedValueOnce({ needValid: 1, repayRecordId: 'R2' });
    const screen = codeScreen();
    await resendLocked(screen, waiting);
    expect(screen.codeSent).toHaveBeenCalledOnce();
    expect(screen.stopCountdown).not.toHaveBeenCalled();
  });

  it('Pay (sendMsg 0) refused: the message, and the screen told to stop the countdown', async () => {
    vi.mocked(commitRepayment).mockRejectedValueOnce(REFUSED);
    const refused = vi.fn();
    const openCodeStep = vi.fn();
    const screen: PayScreen = {
      orderId: ORDER,
      save: vi.fn(),
      withholdingAmount: '712000',
      couponId: undefined,
      loadedWay: () => ({
        alipay: 0,
        repayToken: 'RT1',
        bankCards: [{ id: '1', bankName: 'BDO Unibank', cardNo: '**** 4821', bankCode: 'BDO' }],
      }),
      openCodeStep,
      paid: vi.fn(),
      showSubmitted: vi.fn(),
      refused,
      recoverLocked: vi.fn(async () => undefined),
    };
    await payLocked(screen, '1');
    expect(refused).toHaveBeenCalledOnce();
    expect(openCodeStep).not.toHaveBeenCalled();
    expect(currentToast()?.message).toBe('The bank is busy. Please try again.');
  });
});
