import { problemSave } from '../../../contract/complaint-filing';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import type { ComplaintPayload } from '../rules/complaint-payload';

/** Files the complaint; resolves with the server's success flag. */
export function saveComplaint(payload: ComplaintPayload) {
  return callEndpoint(problemSave, payload);
}
