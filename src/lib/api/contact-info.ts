import { contactInfoLoader } from '../../contract/core';
import { loaderInput } from '../../contract/screen-loader';
import { useApiQuery } from './use-api-query';

/** The call-centre contact (SPEC.md section 7): shared by every screen that offers help. */
export function useContactInfo() {
  return useApiQuery(contactInfoLoader.endpoint, loaderInput(contactInfoLoader, {}), {
    toast: false,
  });
}
