import { FIXED_CHANNEL, loanDetailPush } from '../../../contract/loan-confirm';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** The loan Next pushes: the offer's terms and the screen's product. */
export interface LoanPushPayload {
  amount: number;
  periods: number;
  termUnit: number;
  productId: string;
}

/** V3's push; answers the page the native app shows next. */
export async function pushLoan(payload: LoanPushPayload): Promise<string> {
  const data = await callEndpoint(loanDetailPush, { ...payload, channel: FIXED_CHANNEL });
  return data.lendDetailsUrl;
}
