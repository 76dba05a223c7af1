import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentLockName } from '../../lib/locks/lock-names';
import { withTabLock } from '../../lib/locks/tab-lock';
import { currentToast, hideToast } from '../../lib/toast/toast';
import { generateVoucher } from './api/generate-voucher';
import { useVoucherPayment } from './use-voucher-payment';

vi.mock('./api/generate-voucher', () => ({ generateVoucher: vi.fn() }));

afterEach(() => {
  hideToast();
  vi.mocked(generateVoucher).mockReset();
});

const input = { kind: 'instalment' as const, productId: '1', orderId: 'PL1', amount: 765000 };

describe('useVoucherPayment and a double tap', () => {
  it('asks for one voucher when the second tap comes before the re-render, and stays locked', async () => {
    let answer: (value: { payUrl: string }) => void = () => undefined;
    vi.mocked(generateVoucher).mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { result } = renderHook(() => useVoucherPayment(input));
    const pay = result.current.pay;
    // Both taps in one batch: the second one holds the first render's `pay` and `busy`.
    await act(async () => {
      void pay('90006');
      void pay('90006');
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(vi.mocked(generateVoucher)).toHaveBeenCalledTimes(1));
    expect(result.current.busy).toBe(true);
    expect(currentToast()?.message).not.toBe(
      'A payment for this loan is already in progress in another tab/window.',
    );
    await act(async () => {
      answer({ payUrl: 'javascript:alert(1)' });
      await Promise.resolve();
    });
    expect(vi.mocked(generateVoucher)).toHaveBeenCalledTimes(1);
  });
});

describe('useVoucherPayment across tabs', () => {
  it("asks for no voucher while another tab holds the loan's payment lock, and says so", async () => {
    const { result } = renderHook(() => useVoucherPayment(input));
    // Another tab holds the lock (here: the lease fallback, as jsdom has no Web Locks).
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    const held = withTabLock(paymentLockName('PL1'), () => {
      started = true;
      return gate;
    });
    await vi.waitFor(() => expect(started).toBe(true));
    await act(() => result.current.pay('90006'));
    expect(vi.mocked(generateVoucher)).not.toHaveBeenCalled();
    expect(currentToast()).toMatchObject({
      message: 'A payment for this loan is already in progress in another tab/window.',
    });
    expect(result.current.busy).toBe(false);
    release();
    await held;
  });
});
