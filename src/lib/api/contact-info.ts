import { CALL_CENTER_OVERALL, contactInfo } from '../../contract/core';
import { useApiQuery } from './use-api-query';

/** The call-centre contact (SPEC.md section 7): shared by every screen that offers help. */
export function useContactInfo() {
  return useApiQuery(contactInfo, { overall: CALL_CENTER_OVERALL }, { toast: false });
}
