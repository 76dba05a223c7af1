import { normaliseMobile } from '../../contract/phone';
import { bankAccount } from '../../strings/bank-account';
import type { BankItem } from './api/bind-card-init';
import { isPicker, PHONE_INPUT_TYPE, type FormValues } from './bank-form-rules';

/**
 * Input kinds of text items (docs/decisions/bank-account-input-types.md). SPEC.md section 5:
 * bank text inputs strip every non-digit, so that is the rule for any inputType except `name`,
 * the account holder's name, which keeps letters.
 */
export const NAME_INPUT_TYPE = 'name';
export const NAME_MAX_LENGTH = 60;

export function isDigitOnly(item: BankItem): boolean {
  return item.cate === 'text' && item.inputType !== NAME_INPUT_TYPE;
}

/** The longest accepted mobile form once spaces and dashes are stripped (src/contract/phone.ts). */
function mobileLimit(kept: string): number {
  if (kept.startsWith('+')) return '+639XXXXXXXXX'.length;
  return kept.startsWith('63') ? '639XXXXXXXXX'.length : '09XXXXXXXXX'.length;
}

/**
 * What a text input keeps of what was typed or pasted: digits only (SPEC.md section 5). A mobile
 * number keeps a leading + too (`+63 917-123-4567` as copied from contacts) and at most the
 * digits of its form; it is sent in one form (`valueToSend`).
 */
export function sanitizeInput(item: BankItem, raw: string): string {
  if (!isDigitOnly(item)) return raw.slice(0, NAME_MAX_LENGTH);
  const digits = raw.replace(/\D/g, '');
  if (item.inputType !== PHONE_INPUT_TYPE) return digits;
  const kept = `${raw.trimStart().startsWith('+') ? '+' : ''}${digits}`;
  return kept.slice(0, mobileLimit(kept));
}

/** A mobile-wallet number: a Philippine mobile number in any usual form (src/contract/phone.ts). */
export function isPhMobile(value: string): boolean {
  return normaliseMobile(value) !== null;
}

/** The message shown at a field, or undefined when its value can be sent. Every shown item is required. */
export function fieldError(item: BankItem, value: string): string | undefined {
  if (value.trim() === '') {
    return isPicker(item)
      ? bankAccount.requiredChoice(item.title)
      : bankAccount.requiredText(item.title);
  }
  if (item.cate === 'text' && item.inputType === PHONE_INPUT_TYPE && !isPhMobile(value)) {
    return bankAccount.mobileWalletInvalid;
  }
  return undefined;
}

/** Errors of the given (visible) items, keyed by code, in form order. */
export function formErrors(items: readonly BankItem[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of items) {
    const error = fieldError(item, values[item.code] ?? '');
    if (error) errors[item.code] = error;
  }
  return errors;
}
