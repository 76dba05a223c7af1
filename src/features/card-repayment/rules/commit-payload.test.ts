import { describe, expect, it } from 'vitest';
import type { RepaymentWay } from '../api/repayment-way';
import { commitPayload } from './commit-payload';

const way: RepaymentWay = {
  alipay: 1,
  repayToken: 'token-1',
  bankCards: [
    { id: '11', bankName: 'BDO', cardNo: '•••• 4821', bankCode: 'BDO01' },
    { id: '12', bankName: 'UnionBank', cardNo: '•••• 6054', bankCode: 'UBP01' },
  ],
  repayAmount: 765_000,
};
const base = {
  way,
  cardId: '12',
  sendMsg: 0 as const,
  key: 'key-1',
  orderId: 'PL2024180',
  withholdingAmount: undefined,
  couponId: undefined,
};

describe('commitPayload', () => {
  it("pays the server's amount with the chosen card, the repay token and the attempt's key", () => {
    expect(commitPayload(base)).toEqual({
      amount: 765_000,
      bankName: 'UnionBank',
      cardId: '12',
      cardNo: '•••• 6054',
      couponId: null,
      orderId: 'PL2024180',
      repayToken: 'token-1',
      bankCode: 'UBP01',
      sendMsg: 0,
      idempotencyKey: 'key-1',
    });
  });

  it("asks for the code again with sendMsg 1 and no key (another request than the payment), and passes the link's coupon on", () => {
    const resend = commitPayload({ ...base, sendMsg: 1, couponId: 'C9' });
    expect(resend.sendMsg).toBe(1);
    expect(resend).not.toHaveProperty('idempotencyKey');
    expect(resend.couponId).toBe('C9');
  });

  it("falls back to the link's withholdingAmount when the server sends no amount", () => {
    const noAmount = { ...way, repayAmount: undefined };
    expect(commitPayload({ ...base, way: noAmount, withholdingAmount: '120000' }).amount).toBe(
      120_000,
    );
    expect(commitPayload({ ...base, way: noAmount }).amount).toBe(0);
  });

  it('sends empty card fields for a card the repayment way no longer lists', () => {
    const gone = commitPayload({ ...base, cardId: '99' });
    expect(gone).toMatchObject({ cardId: '99', bankName: '', cardNo: '', bankCode: '' });
  });
});
