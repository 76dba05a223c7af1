import useSWR from 'swr';
import * as v from 'valibot';
import { errorMessage } from '../../../lib/api/api-error';
import { request } from '../../../lib/api/client';
import { showToast } from '../../../lib/toast/toast';
import { common } from '../../../strings/common';
import { RecommendedProductSchema, type RecommendedProduct } from './recommended-product';

/** Other lenders' products (our sandbox call: POST /v3/product/recommend-list). */
export async function fetchRecommendList(): Promise<RecommendedProduct[]> {
  const data = await request({
    path: '/v3/product/recommend-list',
    body: {},
    schema: v.object({ list: v.array(RecommendedProductSchema) }),
  });
  return data.list;
}

export function useRecommendList() {
  return useSWR(['recommend-list'], fetchRecommendList, {
    onError: (error: unknown) => showToast(errorMessage(error, common.genericFailure)),
    revalidateOnFocus: false,
  });
}
