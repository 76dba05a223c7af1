import { saveEvent as saveEventCall } from '../../../contract/core';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** Records an analytics event on the server (SPEC.md section 7). */
export function saveEvent(productId: string, moduleId: number, positionId: number) {
  return callEndpoint(saveEventCall, { productId, moduleId, positionId });
}
