import { promotionStrings as text } from '../../strings/promotion';

/** SPEC.md section 9 limits of the registration form. */
export const MOBILE_LENGTH = 11;
export const CAPTCHA_MAX = 4;
export const SMS_CODE_MAX = 6;
export const RESEND_SECONDS = 60;

/**
 * SPEC.md section 5, enforced exactly as written: 11 digits, 1 then 3 to 9
 * (docs/decisions/public-promotion-mobile-rule.md).
 */
const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export function isValidMobile(mobile: string): boolean {
  return MOBILE_PATTERN.test(mobile);
}

/** The mobile input keeps at most 11 characters. */
export function limitMobileInput(value: string): string {
  return value.slice(0, MOBILE_LENGTH);
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
