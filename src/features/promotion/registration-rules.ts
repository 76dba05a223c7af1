import { MOBILE_INPUT_MAX, normaliseMobile } from '../../contract/phone';
import { promotionStrings as text } from '../../strings/promotion';

/** SPEC.md section 9 limits of the registration form (the mobile one fits Philippine numbers). */
export const CAPTCHA_MAX = 4;
export const SMS_CODE_MAX = 6;

/**
 * A Philippine mobile number in any usual form, or the spec's 1[3-9] form (src/contract/phone.ts,
 * docs/decisions/public-promotion-mobile-rule.md).
 */
export function isValidMobile(mobile: string): boolean {
  return normaliseMobile(mobile) !== null;
}

/** What the calls send: the one form (`09XXXXXXXXX`) whatever the visitor typed. */
export function mobileToSend(mobile: string): string {
  return normaliseMobile(mobile) ?? mobile.trim();
}

/** The mobile input keeps at most the longest accepted form with its spaces or dashes. */
export function limitMobileInput(value: string): string {
  return value.slice(0, MOBILE_INPUT_MAX);
}

export function mobileError(mobile: string): string | null {
  return isValidMobile(mobile) ? null : text.mobileInvalid;
}

export function captchaError(captcha: string): string | null {
  const value = captcha.trim();
  return value === '' || value.length > CAPTCHA_MAX ? text.captchaInvalid : null;
}

export function smsCodeError(code: string): string | null {
  const value = code.trim();
  return value === '' || value.length > SMS_CODE_MAX ? text.smsInvalid : null;
}

export interface RegistrationDraft {
  mobile: string;
  captcha: string;
  smsCode: string;
}

/** Sending the SMS code needs a correct mobile number and image captcha. */
export function sendSmsError(draft: RegistrationDraft): string | null {
  return mobileError(draft.mobile) ?? captchaError(draft.captcha);
}

/** Registering needs all three fields, checked in the order they appear. */
export function registerError(draft: RegistrationDraft): string | null {
  return sendSmsError(draft) ?? smsCodeError(draft.smsCode);
}

/** Refreshing the image captcha needs a mobile number. */
export function refreshCaptchaError(mobile: string): string | null {
  return mobileError(mobile);
}
