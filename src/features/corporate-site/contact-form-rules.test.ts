import { describe, expect, it } from 'vitest';
import { contactDraftFrom, isContactComplete } from './contact-form-rules';

describe('isContactComplete', () => {
  const full = { fullName: 'Juan dela Cruz', phone: '09171234567', message: 'Hello' };

  it('accepts a form with all three fields filled', () => {
    expect(isContactComplete(full)).toBe(true);
  });

  it('refuses a form with any field empty or only spaces', () => {
    expect(isContactComplete({ ...full, fullName: '' })).toBe(false);
    expect(isContactComplete({ ...full, phone: '   ' })).toBe(false);
    expect(isContactComplete({ ...full, message: '\n' })).toBe(false);
  });
});

describe('contactDraftFrom', () => {
  it('reads the three fields by name, a missing one as empty', () => {
    const form = new FormData();
    form.set('fullName', 'Juan dela Cruz');
    form.set('message', 'Hello');
    expect(contactDraftFrom(form)).toEqual({
      fullName: 'Juan dela Cruz',
      phone: '',
      message: 'Hello',
    });
  });
});
