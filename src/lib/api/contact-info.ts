import { contactInfoCall } from '../../contract/core';
import { inputOf } from '../../contract/first-call';
import { useApiQuery } from './use-api-query';

/** The call-centre contact (SPEC.md section 7): shared by every screen that offers help. */
export function useContactInfo() {
  return useApiQuery(contactInfoCall.endpoint, inputOf(contactInfoCall, {}), { toast: false });
}
