import { inputOf } from '../../../contract/first-call';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { loginFailureCall } from './login-failure-call';

/** The joint-login failure's message and other lenders' products. */
export function useJointLoginFailure(productId: string) {
  return useApiQuery(loginFailureCall.endpoint, inputOf(loginFailureCall, { productId }));
}
