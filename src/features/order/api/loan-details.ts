import type { DataOf } from '../../../contract/endpoint';
import { callInput } from '../../../contract/first-call';
import type { loanDetails } from '../../../contract/order';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { orderDetailCall } from './order-detail-call';

export type LoanDetails = DataOf<typeof loanDetails>;

/** The order detail; a code other than 0 shows the server's message as a toast (SPEC.md section 8). */
export function useLoanDetails(productId: string, orderId: string) {
  return useApiQuery(orderDetailCall.endpoint, callInput(orderDetailCall, { productId, orderId }));
}
