import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import { AGREEMENT_SCENE, FIXED_EXTRA } from './contract-list';

export const ContractUrlSchema = v.object({ contract_url: v.string() });

export async function fetchContractUrl(
  productId: string,
  position: number,
  orderId: string,
): Promise<string> {
  const data = await request({
    path: '/v3/contract/contract-jump',
    method: 'GET',
    query: { productId, scene: AGREEMENT_SCENE, position, orderId, ...FIXED_EXTRA },
    schema: ContractUrlSchema,
  });
  return data.contract_url;
}
