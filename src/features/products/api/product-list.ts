import useSWR from 'swr';
import * as v from 'valibot';
import { errorMessage } from '../../../lib/api/api-error';
import { request } from '../../../lib/api/client';
import { showToast } from '../../../lib/toast/toast';
import { common } from '../../../strings/common';
import { RecommendedProductSchema, type RecommendedProduct } from './recommended-product';

/** The lender's own products (our sandbox call: POST /v3/product/product-list). */
export async function fetchProductList(): Promise<RecommendedProduct[]> {
  const data = await request({
    path: '/v3/product/product-list',
    body: {},
    schema: v.object({ list: v.array(RecommendedProductSchema) }),
  });
  return data.list;
}

export function useProductList() {
  return useSWR(['product-list'], fetchProductList, {
    onError: (error: unknown) => showToast(errorMessage(error, common.genericFailure)),
    revalidateOnFocus: false,
  });
}
