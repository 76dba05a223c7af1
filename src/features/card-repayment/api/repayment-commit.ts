import { repaymentCommit, type CardCommitInput } from '../../../contract/card-payment';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** The commit of one payment attempt (sendMsg 0 pays, 1 asks for the code again). */
export type CommitPayload = CardCommitInput;

export function commitRepayment(payload: CommitPayload) {
  return callEndpoint(repaymentCommit, payload);
}
