import type { DataOf } from '../../../contract/endpoint';
import { productDetail } from '../../../contract/products';
import { useApiQuery } from '../../../lib/api/use-api-query';

export type ProductDetail = DataOf<typeof productDetail>;

/** One of the lender's products (a sandbox call of ours). */
export function useProductDetail(productId: string) {
  return useApiQuery(productDetail, productId ? { productId } : null);
}
