import { isApiError } from '../../lib/api/api-error';

/** Promotion server codes (SPEC.md section 8). */
export const PROMOTION_CODES = {
  wrongCaptcha: '101',
  alreadyRegistered: '11',
  registerCaptchaError: '-1',
} as const;

export type FailureOutcome =
  | { kind: 'network' }
  | { kind: 'already-registered' }
  | { kind: 'captcha'; message: string }
  | { kind: 'message'; message: string };

/**
 * What a failed get-sms or register call means for the visitor: '11' already registered,
 * '101' (get-sms) or '-1' (register) a wrong captcha, a network failure 'error', else the message.
 */
export function failureOutcome(error: unknown, step: 'sms' | 'register'): FailureOutcome {
  if (!isApiError(error) || error.kind === 'network' || error.kind === 'timeout') {
    return { kind: 'network' };
  }
  if (error.code === PROMOTION_CODES.alreadyRegistered) return { kind: 'already-registered' };
  const captchaCode =
    step === 'sms' ? PROMOTION_CODES.wrongCaptcha : PROMOTION_CODES.registerCaptchaError;
  if (error.code === captchaCode) return { kind: 'captcha', message: error.message };
  return { kind: 'message', message: error.message };
}
