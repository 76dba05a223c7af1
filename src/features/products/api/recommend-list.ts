import { inputOf } from '../../../contract/first-call';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { recommendListCall } from './recommend-list-call';

/** Other lenders' products (a sandbox call of ours). */
export function useRecommendList() {
  return useApiQuery(recommendListCall.endpoint, inputOf(recommendListCall, {}));
}
