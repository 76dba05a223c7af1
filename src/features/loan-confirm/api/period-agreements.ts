import useSWR from 'swr';
import { request } from '../../../lib/api/client';
import { AGREEMENT_SCENE, AgreementListSchema, type Agreement } from './contract-list';

/** The older confirmation's agreements (GET /gopia/goya/cultures, scene 3, '00'). */
export function fetchPeriodAgreements(productId: string): Promise<Agreement[]> {
  return request({
    path: '/gopia/goya/cultures',
    method: 'GET',
    style: 'form',
    success: 'double-zero',
    query: { productId, scene: AGREEMENT_SCENE },
    schema: AgreementListSchema,
  });
}

export function usePeriodAgreements(productId: string) {
  return useSWR(productId ? ['cultures', productId] : null, ([, id]) => fetchPeriodAgreements(id), {
    revalidateOnFocus: false,
  });
}
