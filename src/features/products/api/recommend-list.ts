import { inputOf } from '../../../contract/first-call';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { recommendListCall } from './first-calls';

/** Other lenders' products (a sandbox call of ours). */
export function useRecommendList() {
  return useApiQuery(recommendListCall.endpoint, inputOf(recommendListCall, {}));
}
