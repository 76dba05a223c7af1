import type { DataOf } from '../../../contract/endpoint';
import { loaderInputOrNull } from '../../../contract/screen-loader';
import type { loanDetails } from '../../../contract/order';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { orderDetailLoader } from './order-detail-loader';

export type LoanDetails = DataOf<typeof loanDetails>;

/** The order detail; a code other than 0 shows the server's message as a toast (SPEC.md section 8). */
export function useLoanDetails(productId: string, orderId: string) {
  return useApiQuery(
    orderDetailLoader.endpoint,
    loaderInputOrNull(orderDetailLoader, { productId, orderId }),
  );
}
