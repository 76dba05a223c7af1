import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { currentToast, hideToast } from '../../lib/toast/toast';
import { cardRepaymentStrings } from '../../strings/card-repayment';
import { commitRepayment, type CommitPayload } from './api/repayment-commit';
import { confirmRepayment } from './api/repayment-confirm';
import {
  forgetAttemptsForTests,
  loadAttempt,
  saveAttempt,
  type PaymentAttempt,
} from './rules/payment-attempt';
import { useSmsVerification } from './use-sms-verification';

vi.mock('./api/repayment-commit', () => ({ commitRepayment: vi.fn() }));
vi.mock('./api/repayment-confirm', () => ({ confirmRepayment: vi.fn() }));

const ORDER = 'PL2024180';
const waiting: PaymentAttempt = {
  key: 'key-1',
  cardId: '11',
  state: 'pending-code',
  repayRecordId: 'R1',
  sentAt: Date.now(),
  updatedAt: Date.now(),
};
const payload: CommitPayload = {
  amount: 765_000,
  bankName: 'BDO',
  cardId: '11',
  cardNo: '•••• 4821',
  couponId: null,
  orderId: ORDER,
  repayToken: 'token-1',
  bankCode: 'BDO01',
  sendMsg: 1,
};

function setup() {
  saveAttempt(ORDER, waiting);
  const save = vi.fn((next: PaymentAttempt | null) => saveAttempt(ORDER, next));
  const onSubmitted = vi.fn();
  const onPaid = vi.fn();
  const resendPayload = vi.fn(async () => payload);
  const hook = renderHook(() =>
    useSmsVerification({
      orderId: ORDER,
      lock: `test-lock-${ORDER}`,
      save,
      resendPayload,
      onSubmitted,
      onPaid,
    }),
  );
  return { ...hook, save, onSubmitted, onPaid, resendPayload };
}

afterEach(() => {
  hideToast();
  forgetAttemptsForTests();
});

describe('useSmsVerification', () => {
  it('opens with an empty code and a 60 s resend countdown once the code is sent', () => {
    const { result } = setup();
    act(() => result.current.setCode('123'));
    act(() => {
      result.current.open();
      result.current.codeSent();
    });
    expect(result.current.verifying).toBe(true);
    expect(result.current.code).toBe('');
    expect(result.current.countdown.remaining).toBe(60);
    expect(currentToast()?.message).toBe('verification code sent, please check your phone');
    act(() => result.current.close());
    expect(result.current.verifying).toBe(false);
    expect(result.current.countdown.remaining).toBe(0);
  });

  it('refuses a code shorter than 6 characters without calling the lender', async () => {
    const { result } = setup();
    act(() => result.current.setCode('12345'));
    await act(() => result.current.confirm());
    expect(confirmRepayment).not.toHaveBeenCalled();
    expect(currentToast()?.message).toBe('please enter the correct verification code');
  });

  it("confirms the waiting payment's record with the trimmed code, then the page is paid", async () => {
    vi.mocked(confirmRepayment).mockResolvedValueOnce({});
    const { result, onPaid, onSubmitted } = setup();
    act(() => {
      result.current.open();
      result.current.codeSent();
      result.current.setCode(' 123456 ');
    });
    await act(() => result.current.confirm());
    expect(confirmRepayment).toHaveBeenCalledExactlyOnceWith({
      orderId: ORDER,
      verifyCode: '123456',
      repaymentRecordId: 'R1',
    });
    expect(loadAttempt(ORDER)?.state).toBe('submitted');
    expect(result.current.verifying).toBe(false);
    expect(result.current.countdown.remaining).toBe(0);
    expect(onPaid).toHaveBeenCalledOnce();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('confirms once for a double tap before the re-render, and never says another tab is paying', async () => {
    vi.mocked(confirmRepayment).mockClear().mockResolvedValueOnce({});
    const { result, onPaid } = setup();
    act(() => {
      result.current.open();
      result.current.setCode('123456');
    });
    // Both taps in one batch: the second holds the first render's `confirm` and `confirming`.
    const confirm = result.current.confirm;
    await act(() => Promise.all([confirm(), confirm()]));
    expect(confirmRepayment).toHaveBeenCalledOnce();
    expect(currentToast()?.message).not.toBe(cardRepaymentStrings.inProgressElsewhere);
    expect(loadAttempt(ORDER)?.state).toBe('submitted');
    expect(onPaid).toHaveBeenCalledOnce();
  });

  it('takes 800005 (already paid) as submitted, and 800004 as nothing waiting for a code', async () => {
    vi.mocked(confirmRepayment).mockRejectedValueOnce(
      new ApiError('business', '800005', 'do not repeat'),
    );
    const first = setup();
    act(() => {
      first.result.current.open();
      first.result.current.setCode('123456');
    });
    await act(() => first.result.current.confirm());
    expect(loadAttempt(ORDER)?.state).toBe('submitted');
    expect(first.result.current.verifying).toBe(false);
    expect(first.onSubmitted).toHaveBeenCalledOnce();
    expect(first.onPaid).not.toHaveBeenCalled();
    first.unmount();

    vi.mocked(confirmRepayment).mockRejectedValueOnce(
      new ApiError('business', '800004', 'no payment waits for a code'),
    );
    const second = setup();
    act(() => {
      second.result.current.open();
      second.result.current.setCode('123456');
    });
    await act(() => second.result.current.confirm());
    expect(loadAttempt(ORDER)).toBeNull();
    expect(second.result.current.verifying).toBe(false);
    expect(second.onSubmitted).not.toHaveBeenCalled();
  });

  it('resends with sendMsg 1 only when the countdown has ended, and restarts it', async () => {
    vi.mocked(commitRepayment).mockResolvedValue({ needValid: 1, repayRecordId: 'R2' });
    const { result, resendPayload } = setup();
    act(() => result.current.codeSent());
    await act(() => result.current.resend());
    expect(commitRepayment).not.toHaveBeenCalled();

    act(() => result.current.close());
    await act(() => result.current.resend());
    expect(resendPayload).toHaveBeenCalledWith(waiting);
    expect(commitRepayment).toHaveBeenCalledExactlyOnceWith(payload);
    expect(loadAttempt(ORDER)).toMatchObject({ state: 'pending-code', repayRecordId: 'R2' });
    await waitFor(() => expect(result.current.resending).toBe(false));
    expect(result.current.countdown.remaining).toBe(60);
  });
});
