import type { DataOf } from '../../../contract/endpoint';
import { callInput } from '../../../contract/first-call';
import type { periodLoan } from '../../../contract/loan-confirm';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { periodLoanCall } from './period-loan-call';

export type PeriodLoan = DataOf<typeof periodLoan>;

/** The older confirmation's offer; a code other than '00' shows the server's message (SPEC.md section 8). */
export function usePeriodLoan(productId: string) {
  return useApiQuery(periodLoanCall.endpoint, callInput(periodLoanCall, { productId }));
}
