import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cardCommitInput, repaymentCommit } from './card-payment';
import { repaymentWay } from './card-repayment';
import { inputProblem } from './input';

const card = { id: '3', bankName: 'BDO Unibank', cardNo: '**** 4821', bankCode: 'BDO' };
const commit = cardCommitInput({
  orderId: 'PL2024180',
  repayToken: 'RT1',
  amount: 712000,
  card,
  couponId: null,
  idempotencyKey: 'key-1',
});

function problem(input: unknown): string {
  const result = v.safeParse(repaymentCommit.input, input);
  return result.success ? '' : inputProblem(result.issues);
}

describe('card repayment contract', () => {
  it('builds the commit in the order the spec lists its fields, paying by default', () => {
    expect(Object.keys(commit)).toEqual([
      'amount',
      'bankName',
      'cardId',
      'cardNo',
      'couponId',
      'orderId',
      'repayToken',
      'bankCode',
      'sendMsg',
      'idempotencyKey',
    ]);
    expect(commit).toMatchObject({ cardId: '3', couponId: null, sendMsg: 0 });
  });

  it('reads a payment the same from a form (text) and from JSON (numbers, null)', () => {
    const form = Object.fromEntries(
      Object.entries(commit).map(([key, value]) => [key, String(value ?? '')]),
    );
    const fromForm = v.parse(repaymentCommit.input, form);
    expect(fromForm).toEqual(v.parse(repaymentCommit.input, commit));
    expect(fromForm).toMatchObject({ sendMsg: 0, amount: 712000, cardId: 3, couponId: '' });
  });

  it('takes a resend with the order alone, and refuses any other sendMsg', () => {
    expect(v.parse(repaymentCommit.input, { orderId: 'PL2024180', sendMsg: '1' })).toEqual({
      orderId: 'PL2024180',
      sendMsg: 1,
    });
    expect(problem({ orderId: 'PL2024180', sendMsg: '1.0' })).toBe('sendMsg must be 0 or 1');
    expect(problem({ orderId: 'PL2024180' })).toBe('sendMsg is required');
    expect(problem({ ...commit, idempotencyKey: ' ' })).toBe('idempotencyKey is required');
  });

  it('reads the card list leniently: ids as text, a null list as none', () => {
    expect(
      v.parse(repaymentWay.output, { alipay: '1', repayToken: 'RT1', bankCards: null }),
    ).toEqual({ alipay: 1, repayToken: 'RT1', bankCards: [] });
    const way = v.parse(repaymentWay.output, {
      repayToken: 'RT1',
      bankCards: [{ ...card, id: 3 }],
    });
    expect(way.bankCards[0]?.id).toBe('3');
  });
});
