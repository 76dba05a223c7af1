import type { DataOf } from '../../../contract/endpoint';
import { loaderInputOrNull } from '../../../contract/screen-loader';
import type { loanDetailConfirm } from '../../../contract/loan-confirm';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { loanConfirmLoader } from './loan-confirm-loader';

export type LoanConfirm = DataOf<typeof loanDetailConfirm>;

/** The V3 offer; a code other than 0 shows the server's message (SPEC.md section 8). */
export function useLoanConfirm(productId: string) {
  return useApiQuery(
    loanConfirmLoader.endpoint,
    loaderInputOrNull(loanConfirmLoader, { productId }),
  );
}
