import { recommendList } from '../../../contract/products';
import { useApiQuery } from '../../../lib/api/use-api-query';

/** Other lenders' products (a sandbox call of ours). */
export function useRecommendList() {
  return useApiQuery(recommendList, {});
}
