import { getSms } from '../../../contract/promotion';
import type { InputOf } from '../../../contract/endpoint';
import { callEndpoint } from '../../../lib/api/call-endpoint';

export type SmsRequest = InputOf<typeof getSms>;

/** Asks for the SMS code: '0' sent, '101' wrong captcha, '11' already registered (ApiError). */
export async function requestSmsCode(payload: SmsRequest): Promise<void> {
  await callEndpoint(getSms, payload);
}
