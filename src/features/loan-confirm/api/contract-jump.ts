import {
  AGREEMENT_SCENE,
  contractJump,
  FIXED_CHANNEL,
  periodAgreementLink,
} from '../../../contract/loan-confirm';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** An agreement's page, from V3's call or the older V32 confirmation's (same input, same answer). */
async function agreementUrl(
  endpoint: typeof contractJump | typeof periodAgreementLink,
  productId: string,
  position: number,
  orderId: string,
): Promise<string> {
  const data = await callEndpoint(endpoint, {
    productId,
    scene: AGREEMENT_SCENE,
    position,
    orderId,
    channel: FIXED_CHANNEL,
  });
  return data.contract_url;
}

/** An agreement's page (V3). */
export function fetchContractUrl(productId: string, position: number, orderId: string) {
  return agreementUrl(contractJump, productId, position, orderId);
}

/** An agreement's page (the older V32 confirmation). */
export function fetchPeriodAgreementUrl(productId: string, position: number, orderId: string) {
  return agreementUrl(periodAgreementLink, productId, position, orderId);
}
