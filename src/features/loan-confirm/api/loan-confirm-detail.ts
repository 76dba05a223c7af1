import type { DataOf } from '../../../contract/endpoint';
import { loanDetailConfirm } from '../../../contract/loan-confirm';
import { useApiQuery } from '../../../lib/api/use-api-query';

export type LoanConfirm = DataOf<typeof loanDetailConfirm>;

/** The V3 offer; a code other than 0 shows the server's message (SPEC.md section 8). */
export function useLoanConfirm(productId: string) {
  return useApiQuery(loanDetailConfirm, productId ? { productId } : null);
}
