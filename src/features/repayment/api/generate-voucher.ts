import { generateVcode } from '../../../contract/repayment';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import type { VoucherPayload } from '../rules/payment-sheet-rules';

/** The pay link of a channel (generate-vcode). */
export function generateVoucher(payload: VoucherPayload) {
  return callEndpoint(generateVcode, payload);
}
