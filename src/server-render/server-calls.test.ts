import { describe, expect, it } from 'vitest';
import { parseSession } from '../lib/session/session';
import { serverCall } from './server-calls';

describe('what the server renders a screen with', () => {
  it('card repayment: the repay token call, and its page is stale where the loan has an attempt', () => {
    const search = '?orderId=PL2024170&productId=1';
    const call = serverCall('cardRepayment', search);
    expect(call?.wire?.path).toContain('/repayment-way');
    expect(call?.wire?.input).toEqual({ orderId: 'orderId' });
    expect(call?.staleIfStored?.(parseSession(search))).toBe('repay.attempt.PL2024170');
  });

  it('the complaint detail: the link’s problem id as a number the call sends; none without one', () => {
    expect(serverCall('complaintDetail', '?problemId=12')?.wire?.input).toEqual({ problemId: 12 });
    expect(serverCall('complaintDetail', '?problemId=abc')).toBeUndefined();
    expect(serverCall('complaintDetail', '')).toBeUndefined();
  });

  it('a screen without a call renders from the link alone; a QR pay code is left to the browser', () => {
    expect(serverCall('providerInstructions', '')).toEqual({});
    expect(serverCall('repaymentCode', '?showType=1&payCode=1&amount=100')).toEqual({});
    expect(serverCall('repaymentCode', '?showType=2&payCode=1&qrCode=/q.png')).toBeUndefined();
  });

  it('renders no screen outside its list (the saved pay code reads the device’s storage)', () => {
    expect(serverCall('repaymentCodeSaved', '')).toBeUndefined();
    expect(serverCall('onlinePayment', '?orderId=1')).toBeUndefined();
  });
});
