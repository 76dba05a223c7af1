import { loaderInput } from '../../../contract/screen-loader';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { productListLoader } from './product-list-loader';

/** The lender's own products (a sandbox call of ours). */
export function useProductList() {
  return useApiQuery(productListLoader.endpoint, loaderInput(productListLoader, {}));
}
