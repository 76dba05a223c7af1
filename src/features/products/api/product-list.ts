import { inputOf } from '../../../contract/first-call';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { productListCall } from './product-list-call';

/** The lender's own products (a sandbox call of ours). */
export function useProductList() {
  return useApiQuery(productListCall.endpoint, inputOf(productListCall, {}));
}
