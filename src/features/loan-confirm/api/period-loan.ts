import useSWR from 'swr';
import * as v from 'valibot';
import { errorMessage } from '../../../lib/api/api-error';
import { request } from '../../../lib/api/client';
import { showToast } from '../../../lib/toast/toast';
import { common } from '../../../strings/common';
import { NumberLike, Text } from './number-like';

/**
 * The older confirmation's loan data (POST /gopia/goya/satire, form body, '00'). The real
 * obfuscated field names are not shown; these are the sandbox's, mapped here only.
 */
export const PeriodLoanSchema = v.object({
  loanAmount: NumberLike,
  firstRepayDate: Text,
  periods: NumberLike,
  termUnit: NumberLike,
  detailed: v.array(v.object({ text: v.string(), value: v.string() })),
  plan: v.array(v.object({ period: v.string(), date: v.string(), amount: NumberLike })),
  buttonText: v.string(),
  currencyFlag: v.optional(NumberLike, 0),
  isPopType: v.optional(NumberLike, 0),
  popTitle: Text,
  popContent: Text,
  promoShow: v.optional(NumberLike, 0),
  promoImage: Text,
  promoMessage: Text,
});
export type PeriodLoan = v.InferOutput<typeof PeriodLoanSchema>;

export function fetchPeriodLoan(productId: string): Promise<PeriodLoan> {
  return request({
    path: '/gopia/goya/satire',
    style: 'form',
    success: 'double-zero',
    body: { productId },
    schema: PeriodLoanSchema,
  });
}

export function usePeriodLoan(productId: string) {
  return useSWR(productId ? ['satire', productId] : null, ([, id]) => fetchPeriodLoan(id), {
    // A code other than '00' shows the server's message (SPEC.md section 8).
    onError: (error: unknown) => showToast(errorMessage(error, common.genericFailure)),
    revalidateOnFocus: false,
  });
}
