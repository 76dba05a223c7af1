import type { DataOf } from '../../../contract/endpoint';
import { AGREEMENT_SCENE, contractList } from '../../../contract/loan-confirm';
import { useApiQuery } from '../../../lib/api/use-api-query';

export type Agreement = DataOf<typeof contractList>[number];

/** The agreement list; 'Next' waits for it, and a failure shows with a retry (confirm-rules.ts). */
export function useContractList(productId: string) {
  return useApiQuery(contractList, productId ? { productId, scene: AGREEMENT_SCENE } : null, {
    toast: false,
  });
}
