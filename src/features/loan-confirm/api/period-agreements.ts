import { AGREEMENT_SCENE, periodAgreements } from '../../../contract/loan-confirm';
import { useApiQuery } from '../../../lib/api/use-api-query';

/** The older confirmation's agreements; like V3's, a failure shows with a retry, not a toast. */
export function usePeriodAgreements(productId: string) {
  return useApiQuery(periodAgreements, productId ? { productId, scene: AGREEMENT_SCENE } : null, {
    toast: false,
  });
}
