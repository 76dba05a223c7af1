import useSWR from 'swr';
import * as v from 'valibot';
import { errorMessage } from '../../../lib/api/api-error';
import { request } from '../../../lib/api/client';
import { showToast } from '../../../lib/toast/toast';
import { common } from '../../../strings/common';
import { Text } from './number-like';
import { RecommendedProductSchema } from './recommended-product';

/** One of the lender's products (our sandbox call: POST /v3/product/product-detail). */
export const ProductDetailSchema = v.object({
  ...RecommendedProductSchema.entries,
  termDesc: Text,
  description: Text,
  requirements: v.optional(v.array(v.string()), []),
});
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>;

export function fetchProductDetail(productId: string): Promise<ProductDetail> {
  return request({
    path: '/v3/product/product-detail',
    body: { productId },
    schema: ProductDetailSchema,
  });
}

export function useProductDetail(productId: string) {
  return useSWR(
    productId ? ['product-detail', productId] : null,
    ([, id]) => fetchProductDetail(id),
    {
      onError: (error: unknown) => showToast(errorMessage(error, common.genericFailure)),
      revalidateOnFocus: false,
    },
  );
}
