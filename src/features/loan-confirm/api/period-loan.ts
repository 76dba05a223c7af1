import type { DataOf } from '../../../contract/endpoint';
import { loaderInputOrNull } from '../../../contract/screen-loader';
import type { periodLoan } from '../../../contract/loan-confirm';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { periodLoanLoader } from './period-loan-loader';

export type PeriodLoan = DataOf<typeof periodLoan>;

/** The older confirmation's offer; a code other than '00' shows the server's message (SPEC.md section 8). */
export function usePeriodLoan(productId: string) {
  return useApiQuery(periodLoanLoader.endpoint, loaderInputOrNull(periodLoanLoader, { productId }));
}
