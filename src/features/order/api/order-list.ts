import type { DataOf } from '../../../contract/endpoint';
import { orderList } from '../../../contract/order';
import { useApiQuery } from '../../../lib/api/use-api-query';

export type OrderSummary = DataOf<typeof orderList>['list'][number];

/** The borrower's loans (a sandbox call of our own). */
export function useOrderList() {
  return useApiQuery(orderList, {});
}
