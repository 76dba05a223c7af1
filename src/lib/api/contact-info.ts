import useSWR from 'swr';
import * as v from 'valibot';
import { request } from './client';

/** The call-centre contact (SPEC.md section 7): shared by every screen that offers help. */
export const CALL_CENTER_OVERALL = 30;

export const ContactInfoSchema = v.object({
  email: v.string(),
  smWa: v.string(),
});
export type ContactInfo = v.InferOutput<typeof ContactInfoSchema>;

export const contactInfoKey = ['contact-kf-info', CALL_CENTER_OVERALL] as const;

export function fetchContactInfo(): Promise<ContactInfo> {
  return request({
    path: '/v3/personal-center/contact-kf-info',
    body: { overall: CALL_CENTER_OVERALL },
    schema: ContactInfoSchema,
  });
}

export function useContactInfo() {
  return useSWR(contactInfoKey, fetchContactInfo);
}
