import type { DataOf } from '../../../contract/endpoint';
import { inputOf } from '../../../contract/first-call';
import type { loanPlayDetail } from '../../../contract/repayment';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { instalmentCall } from './instalment-call';

export type InstalmentDetail = DataOf<typeof loanPlayDetail>;

/** The instalment detail of one order (SPEC.md section 3); the screen shows a failed load itself. */
export function useInstalmentDetail(productId = '', orderId = '') {
  return useApiQuery(
    instalmentCall.endpoint,
    inputOf(instalmentCall, { productId, orderId }),
    // The amount due changes while the borrower is away (a payment at a counter, a new day).
    { toast: false, revalidateOnFocus: true },
  );
}
