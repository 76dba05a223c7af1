import {
  AGREEMENT_SCENE,
  FIXED_CHANNEL,
  periodAgreementLink,
} from '../../../contract/loan-confirm';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** An agreement's page (the older V32 confirmation). */
export async function fetchPeriodAgreementUrl(
  productId: string,
  position: number,
  orderId: string,
): Promise<string> {
  const data = await callEndpoint(periodAgreementLink, {
    productId,
    scene: AGREEMENT_SCENE,
    position,
    orderId,
    channel: FIXED_CHANNEL,
  });
  return data.contract_url;
}
