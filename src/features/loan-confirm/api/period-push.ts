import { FIXED_CHANNEL, periodPush } from '../../../contract/loan-confirm';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import type { LoanPushPayload } from './loan-push';

/** The older confirmation's push; answers the page the native app shows next. */
export async function pushPeriodLoan(payload: LoanPushPayload): Promise<string> {
  const data = await callEndpoint(periodPush, { ...payload, channel: FIXED_CHANNEL });
  return data.lendDetailsUrl;
}
