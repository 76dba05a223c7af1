import { request } from '../../../lib/api/client';
import { ContractUrlSchema } from './contract-jump';
import { AGREEMENT_SCENE, FIXED_EXTRA } from './contract-list';

/** The older confirmation's agreement link (GET /gopia/goya/misunderstood, '00'). */
export async function fetchPeriodAgreementUrl(
  productId: string,
  position: number,
  orderId: string,
): Promise<string> {
  const data = await request({
    path: '/gopia/goya/misunderstood',
    method: 'GET',
    style: 'form',
    success: 'double-zero',
    query: { productId, scene: AGREEMENT_SCENE, position, orderId, ...FIXED_EXTRA },
    schema: ContractUrlSchema,
  });
  return data.contract_url;
}
