export interface ContactDraft {
  fullName: string;
  phone: string;
  message: string;
}

/**
 * What the contact form holds when it is sent. The form keeps its own values (uncontrolled): the
 * page is prerendered, and what a visitor types before the app has started stays in the fields
 * and is what gets sent (docs/decisions/first-paint.md).
 */
export function contactDraftFrom(form: FormData): ContactDraft {
  const read = (field: keyof ContactDraft) => {
    const value = form.get(field);
    return typeof value === 'string' ? value : '';
  };
  return { fullName: read('fullName'), phone: read('phone'), message: read('message') };
}

/** SPEC.md section 5: full name, phone number and message are all required. */
export function isContactComplete(draft: ContactDraft): boolean {
  return [draft.fullName, draft.phone, draft.message].every((value) => value.trim() !== '');
}
