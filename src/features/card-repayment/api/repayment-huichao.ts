import { repaymentHuichao } from '../../../contract/card-repayment';
import type { InputOf } from '../../../contract/endpoint';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** The alternative online payment: the answer's url is where the browser goes. */
export function requestOnlinePayment(payload: InputOf<typeof repaymentHuichao>) {
  return callEndpoint(repaymentHuichao, payload);
}
