import type { DataOf } from '../../../contract/endpoint';
import { inputOf } from '../../../contract/first-call';
import type { orderList } from '../../../contract/order';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { orderListCall } from './order-list-call';

export type OrderSummary = DataOf<typeof orderList>['list'][number];

/** The borrower's loans (a sandbox call of our own). */
export function useOrderList() {
  return useApiQuery(orderListCall.endpoint, inputOf(orderListCall, {}));
}
