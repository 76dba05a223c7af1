import { common } from '../../strings/common';
import { ApiError, TOO_MANY_REQUESTS } from './api-error';

/** When a 429 names no wait, the borrower is asked to wait a minute (the SMS resend period). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * Seconds to wait from a `Retry-After` header: delay-seconds or an HTTP date (RFC 9110
 * section 10.2.3), at least 1; the default when it is missing or unreadable.
 */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number {
  const text = header?.trim() ?? '';
  if (/^\d+$/.test(text)) return Math.max(1, Number(text));
  // An HTTP date names its day and zone ('Mon, 01 Jun 2026 08:00:30 GMT'); bare numbers are not dates.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(date)) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.max(1, Math.ceil((date - now) / 1000));
}

/**
 * A rate-limited answer as the one error every screen shows ("Too many tries. Please wait N s…"),
 * whatever envelope came with it; null for any other status. Shared by fetch and the upload's XHR.
 */
export function rateLimitError(status: number, retryAfter: string | null): ApiError | null {
  if (status !== TOO_MANY_REQUESTS) return null;
  const seconds = retryAfterSeconds(retryAfter);
  return new ApiError(
    'http',
    String(TOO_MANY_REQUESTS),
    common.tooManyTries(seconds),
    status,
    seconds,
  );
}
