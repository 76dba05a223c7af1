import type { DataOf } from '../../../contract/endpoint';
import { loaderInput } from '../../../contract/screen-loader';
import type { loanPlayDetail } from '../../../contract/repayment';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { instalmentLoader } from './instalment-loader';

export type InstalmentDetail = DataOf<typeof loanPlayDetail>;

/** The instalment detail of one order (SPEC.md section 3); the screen shows a failed load itself. */
export function useInstalmentDetail(productId = '', orderId = '') {
  return useApiQuery(
    instalmentLoader.endpoint,
    loaderInput(instalmentLoader, { productId, orderId }),
    // The amount due changes while the borrower is away (a payment at a counter, a new day).
    { toast: false, revalidateOnFocus: true },
  );
}
