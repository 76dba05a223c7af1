import type { DataOf } from '../../../contract/endpoint';
import { loaderInputOrNull } from '../../../contract/screen-loader';
import type { productDetail } from '../../../contract/products';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { productDetailLoader } from './product-detail-loader';

export type ProductDetail = DataOf<typeof productDetail>;

/** One of the lender's products (a sandbox call of ours). */
export function useProductDetail(productId: string) {
  return useApiQuery(
    productDetailLoader.endpoint,
    loaderInputOrNull(productDetailLoader, { productId }),
  );
}
