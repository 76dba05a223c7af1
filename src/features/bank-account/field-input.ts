import { bankAccount } from '../../strings/bank-account';
import type { BankItem } from './api/bind-card-init';
import { isPicker, type FormValues } from './bank-form-rules';

/**
 * Input kinds of text items (docs/decisions/bank-account-input-types.md). SPEC.md section 5:
 * bank text inputs strip every non-digit, so that is the rule for any inputType except `name`,
 * the account holder's name, which keeps letters.
 */
export const NAME_INPUT_TYPE = 'name';
export const PHONE_INPUT_TYPE = 'phone';
export const PH_MOBILE_LENGTH = 11;
export const NAME_MAX_LENGTH = 60;

export function isDigitOnly(item: BankItem): boolean {
  return item.cate === 'text' && item.inputType !== NAME_INPUT_TYPE;
}

/** What a text input keeps of what was typed or pasted. */
export function sanitizeInput(item: BankItem, raw: string): string {
  if (!isDigitOnly(item)) return raw.slice(0, NAME_MAX_LENGTH);
  const digits = raw.replace(/\D/g, '');
  return item.inputType === PHONE_INPUT_TYPE ? digits.slice(0, PH_MOBILE_LENGTH) : digits;
}

/** A Philippine mobile-wallet number: 11 digits starting 09. */
export function isPhMobile(value: string): boolean {
  return /^09\d{9}$/.test(value);
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
