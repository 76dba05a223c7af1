export interface ContactDraft {
  fullName: string;
  phone: string;
  message: string;
}

export const EMPTY_CONTACT: ContactDraft = { fullName: '', phone: '', message: '' };

/** SPEC.md section 5: full name, phone number and message are all required. */
export function isContactComplete(draft: ContactDraft): boolean {
  return [draft.fullName, draft.phone, draft.message].every((value) => value.trim() !== '');
}
