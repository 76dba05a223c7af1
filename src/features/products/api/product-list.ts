import { productList } from '../../../contract/products';
import { useApiQuery } from '../../../lib/api/use-api-query';

/** The lender's own products (a sandbox call of ours). */
export function useProductList() {
  return useApiQuery(productList, {});
}
