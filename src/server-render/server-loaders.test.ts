import { describe, expect, it } from 'vitest';
import { parseSession } from '../lib/session/session';
import { serverLoader } from './server-loaders';

describe('what the server renders a screen with', () => {
  it('card repayment: the repay token call, and its page is stale where the loan has an attempt', () => {
    const search = '?orderId=PL2024170&productId=1';
    const call = serverLoader('cardRepayment', search);
    expect(call?.wire?.path).toContain('/repayment-way');
    expect(call?.wire?.input).toEqual({ orderId: 'orderId' });
    expect(call?.staleIfStored?.(parseSession(search))).toBe('repay.attempt.PL2024170');
  });

  it('the complaint detail: the link’s problem id as a number the call sends; none without one', () => {
    expect(serverLoader('complaintDetail', '?problemId=12')?.wire?.input).toEqual({
      problemId: 12,
    });
    expect(serverLoader('complaintDetail', '?problemId=abc')).toBeUndefined();
    expect(serverLoader('complaintDetail', '')).toBeUndefined();
  });

  it('the complaint form: the question types for a link naming type and order; stale where a draft is kept', () => {
    const call = serverLoader('complaintSubmit', '?problemType=2&orderNo=PL2024170');
    expect(call?.wire?.path).toBe('/user-problem/problem-init');
    expect(call?.wire?.input).toEqual({});
    expect(call?.staleIfStored?.(parseSession(''))).toBe('complaintDraft');
    // Without either, the form reads the order number saved on the device or shows what is missing.
    expect(serverLoader('complaintSubmit', '?problemType=2')).toBeUndefined();
    expect(serverLoader('complaintSubmit', '?problemType=2&orderNo=%20')).toBeUndefined();
    expect(serverLoader('complaintSubmit', '?problemType=x&orderNo=PL2024170')).toBeUndefined();
  });

  it('a screen without a call renders from the link alone; a QR pay code is left to the browser', () => {
    expect(serverLoader('providerInstructions', '')).toEqual({});
    expect(serverLoader('repaymentCode', '?showType=1&payCode=1&amount=100')).toEqual({});
    // Its note while the app asks for the gateway's page; the server makes no call for it.
    expect(serverLoader('onlinePayment', '?orderId=1&withholdingAmount=100')).toEqual({});
    expect(serverLoader('repaymentCode', '?showType=2&payCode=1&qrCode=/q.png')).toBeUndefined();
  });

  it('the saved pay code: rendered as "nothing saved", stale where the device notes a copy', () => {
    expect(
      serverLoader('repaymentCodeSaved', '?orderId=PL2024170')?.staleIfStored?.(parseSession('')),
    ).toBe('repaymentInfo.saved');
  });

  it('renders no screen outside its list (the promotion opens a captcha session)', () => {
    expect(serverLoader('promotion', '?id=7')).toBeUndefined();
  });
});
