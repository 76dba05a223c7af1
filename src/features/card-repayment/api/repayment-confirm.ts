import { repaymentConfirm } from '../../../contract/card-payment';
import type { InputOf } from '../../../contract/endpoint';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** The SMS code of a payment that waits for one. */
export function confirmRepayment(payload: InputOf<typeof repaymentConfirm>) {
  return callEndpoint(repaymentConfirm, payload);
}
