import { jointLoginFailure } from '../../../contract/products';
import { useApiQuery } from '../../../lib/api/use-api-query';

/** The joint-login failure's message and other lenders' products. */
export function useJointLoginFailure(productId: string) {
  return useApiQuery(jointLoginFailure, { productId });
}
