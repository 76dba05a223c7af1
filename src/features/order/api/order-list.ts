import type { DataOf } from '../../../contract/endpoint';
import { loaderInput } from '../../../contract/screen-loader';
import type { orderList } from '../../../contract/order';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { orderListLoader } from './order-list-loader';

export type OrderSummary = DataOf<typeof orderList>['list'][number];

/** The borrower's loans (a sandbox call of our own). */
export function useOrderList() {
  return useApiQuery(orderListLoader.endpoint, loaderInput(orderListLoader, {}));
}
