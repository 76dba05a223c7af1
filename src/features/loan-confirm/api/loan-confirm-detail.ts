import useSWR from 'swr';
import * as v from 'valibot';
import { errorMessage } from '../../../lib/api/api-error';
import { request } from '../../../lib/api/client';
import { showToast } from '../../../lib/toast/toast';
import { common } from '../../../strings/common';
import { NumberLike, Text } from './number-like';

export const LoanConfirmSchema = v.object({
  comProductLogo: Text,
  comProductName: Text,
  amount: NumberLike,
  periods: NumberLike,
  termUnit: NumberLike,
  details: v.array(v.object({ text: v.string(), value: v.string() })),
  repay_plans: v.array(v.object({ amount: NumberLike, pay_time: v.string() })),
  firstPayTime: Text,
  firstPeriodDay: v.optional(NumberLike, 0),
  pRateDsc: Text,
  sendSms: v.optional(NumberLike, 0),
  isPopType: v.optional(NumberLike, 0),
  popTitle: Text,
  popContent: Text,
  popAgreementUrl: Text,
});
export type LoanConfirm = v.InferOutput<typeof LoanConfirmSchema>;

export function loanConfirmKey(productId: string) {
  return ['loan-detail-confirm', productId] as const;
}

export function fetchLoanConfirm(productId: string): Promise<LoanConfirm> {
  return request({
    path: '/v3/loan-confirm/loan-detail-confirm',
    body: { productId },
    schema: LoanConfirmSchema,
  });
}

export function useLoanConfirm(productId: string) {
  return useSWR(productId ? loanConfirmKey(productId) : null, ([, id]) => fetchLoanConfirm(id), {
    onError: (error: unknown) => showToast(errorMessage(error, common.genericFailure)),
    revalidateOnFocus: false,
  });
}
