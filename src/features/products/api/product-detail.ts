import type { DataOf } from '../../../contract/endpoint';
import { callInput } from '../../../contract/first-call';
import type { productDetail } from '../../../contract/products';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { productDetailCall } from './product-detail-call';

export type ProductDetail = DataOf<typeof productDetail>;

/** One of the lender's products (a sandbox call of ours). */
export function useProductDetail(productId: string) {
  return useApiQuery(productDetailCall.endpoint, callInput(productDetailCall, { productId }));
}
