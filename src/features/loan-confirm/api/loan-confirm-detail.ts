import type { DataOf } from '../../../contract/endpoint';
import { callInput } from '../../../contract/first-call';
import type { loanDetailConfirm } from '../../../contract/loan-confirm';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { loanConfirmCall } from './loan-confirm-call';

export type LoanConfirm = DataOf<typeof loanDetailConfirm>;

/** The V3 offer; a code other than 0 shows the server's message (SPEC.md section 8). */
export function useLoanConfirm(productId: string) {
  return useApiQuery(loanConfirmCall.endpoint, callInput(loanConfirmCall, { productId }));
}
