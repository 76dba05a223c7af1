import { loaderInput } from '../../../contract/screen-loader';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { loginFailureLoader } from './login-failure-loader';

/** The joint-login failure's message and other lenders' products. */
export function useJointLoginFailure(productId: string) {
  return useApiQuery(loginFailureLoader.endpoint, loaderInput(loginFailureLoader, { productId }));
}
