import useSWR from 'swr';
import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/api-error';
import { showToast } from '../../../lib/toast/toast';
import { common } from '../../../strings/common';
import { NumberLike, Text } from './number-like';

export const LoanDetailsSchema = v.object({
  orderStatus: NumberLike,
  noticeStatusText: Text,
  noticeDesText: Text,
  recProducts: v.optional(
    v.pipe(
      v.nullable(v.array(v.unknown())),
      v.transform((list) => list ?? []),
    ),
    [],
  ),
  productName: Text,
  productLogo: Text,
  userOrderDetail: v.object({
    detail: v.array(v.object({ text: v.string(), value: v.string() })),
  }),
  inside: v.optional(NumberLike, 0),
  h5Url: Text,
  isDelay: v.optional(NumberLike, 0),
  telephone: Text,
  isScore: v.optional(NumberLike, 0),
  playeduL: Text,
  reyMsg: Text,
  cardNeedPop: v.optional(NumberLike, 0),
  cardPopTitle: Text,
  cardPopMsg: Text,
});
export type LoanDetails = v.InferOutput<typeof LoanDetailsSchema>;

export function loanDetailsKey(productId: string, orderId: string) {
  return ['loan-details', productId, orderId] as const;
}

export function fetchLoanDetails(productId: string, orderId: string): Promise<LoanDetails> {
  return request({
    path: '/v3/loan-details/loan-details',
    method: 'GET',
    query: { productId, orderId },
    schema: LoanDetailsSchema,
  });
}

export function useLoanDetails(productId: string, orderId: string) {
  return useSWR(
    orderId ? loanDetailsKey(productId, orderId) : null,
    ([, product, order]) => fetchLoanDetails(product, order),
    {
      // A code other than 0 shows the server's message as a toast (SPEC.md section 8).
      onError: (error: unknown) => showToast(errorMessage(error, common.genericFailure)),
      revalidateOnFocus: false,
    },
  );
}
