/**
 * Philippine mobile numbers, one rule for the app and the sandbox (DECISIONS.md section 11,
 * docs/decisions/public-promotion-mobile-rule.md).
 *
 * Accepted as typed, spaces and dashes ignored: `09XXXXXXXXX`, `+639XXXXXXXXX`, `639XXXXXXXXX`,
 * and the spec's `1[3-9]XXXXXXXXX` (SPEC.md section 5), so the spec's flows keep working.
 * Sent in one form: `09XXXXXXXXX` (the spec's form unchanged), 11 digits like the spec's field.
 */
const LOCAL = /^09\d{9}$/;
const INTERNATIONAL = /^\+?639\d{9}$/;
const SPEC_FORM = /^1[3-9]\d{9}$/;

/** The digits of the local form that follow the leading 0 (`9XXXXXXXXX`). */
const SUBSCRIBER_DIGITS = 10;

/** Characters a mobile input holds: the longest form in its usual grouping, `+63 917 123 4567`. */
export const MOBILE_INPUT_MAX = 16;

/** The number in the form the app sends, or null when it is not an accepted mobile number. */
export function normaliseMobile(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '');
  if (LOCAL.test(compact) || SPEC_FORM.test(compact)) return compact;
  if (INTERNATIONAL.test(compact)) return `0${compact.slice(-SUBSCRIBER_DIGITS)}`;
  return null;
}

/** True when a number is already in the form the app sends (what the sandbox accepts). */
export function isSentMobile(value: string): boolean {
  return normaliseMobile(value) === value;
}
