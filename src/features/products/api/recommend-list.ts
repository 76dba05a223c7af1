import { loaderInput } from '../../../contract/screen-loader';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { recommendListLoader } from './recommend-list-loader';

/** Other lenders' products (a sandbox call of ours). */
export function useRecommendList() {
  return useApiQuery(recommendListLoader.endpoint, loaderInput(recommendListLoader, {}));
}
