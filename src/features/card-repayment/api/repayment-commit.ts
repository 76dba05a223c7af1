import { repaymentCommit, type CardCommitInput } from '../../../contract/card-payment';
import { splitHeaders } from '../../../contract/header-fields';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** The commit of one payment attempt (sendMsg 0 pays, 1 asks for the code again). */
export type CommitPayload = CardCommitInput;

/** Sent as the contract says: the payment's key as its Idempotency-Key header. */
export function commitRepayment(payload: CommitPayload) {
  const { params, headers } = splitHeaders(repaymentCommit, payload);
  return callEndpoint(repaymentCommit, params, { headers });
}
