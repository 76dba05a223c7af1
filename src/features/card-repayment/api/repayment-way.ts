import useSWR from 'swr';
import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import { loanServicePath } from './loan-path';

const IdSchema = v.union([v.string(), v.pipe(v.number(), v.transform(String))]);

export const BankCardSchema = v.object({
  id: IdSchema,
  bankName: v.string(),
  cardNo: v.string(),
  bankCode: v.string(),
});
export type BankCard = v.InferOutput<typeof BankCardSchema>;

/** repayment-way: the borrower's cards, the repay token and whether online payment is offered. */
export const RepaymentWaySchema = v.object({
  alipay: v.optional(v.nullable(v.union([v.number(), v.string(), v.boolean()]))),
  repayToken: v.string(),
  bankCards: v.optional(v.nullable(v.array(BankCardSchema)), []),
  /** Sandbox extension: the amount owed, used when the link carries no withholdingAmount. */
  repayAmount: v.optional(v.number()),
});
export type RepaymentWay = v.InferOutput<typeof RepaymentWaySchema>;

export function fetchRepaymentWay(orderId: string) {
  return request({
    path: loanServicePath('repayment-way'),
    style: 'form',
    success: 'double-zero',
    query: { orderId },
    body: {},
    schema: RepaymentWaySchema,
  });
}

export function repaymentWayKey(orderId = '') {
  return ['repayment-way', orderId] as const;
}

export function useRepaymentWay(orderId = '', enabled = true) {
  return useSWR(
    enabled ? repaymentWayKey(orderId) : null,
    ([, order]) => fetchRepaymentWay(order),
    {
      revalidateOnFocus: false,
      // A new token each load would invalidate one in use: never refetch behind the borrower.
      revalidateIfStale: false,
      revalidateOnReconnect: false,
    },
  );
}
