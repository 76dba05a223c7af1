import { AGREEMENT_SCENE, contractJump, FIXED_CHANNEL } from '../../../contract/loan-confirm';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** An agreement's page (V3). */
export async function fetchContractUrl(
  productId: string,
  position: number,
  orderId: string,
): Promise<string> {
  const data = await callEndpoint(contractJump, {
    productId,
    scene: AGREEMENT_SCENE,
    position,
    orderId,
    channel: FIXED_CHANNEL,
  });
  return data.contract_url;
}
