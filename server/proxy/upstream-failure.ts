import { PROXY_MESSAGES } from './proxy-messages';

/** What the app receives instead of a broken upstream answer: the contract's envelope. */
export interface UpstreamFailure {
  status: 413 | 429 | 502 | 503 | 504;
  message: string;
  /** For the log line only (never shown): what went wrong, without any request value. */
  reason: string;
}

export const BODY_TOO_LARGE = 'PROXY_BODY_TOO_LARGE';

const TIMEOUTS = new Set([
  'FST_REPLY_FROM_TIMEOUT',
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
  'FST_REPLY_FROM_HTTP_REQUEST_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

/** Nobody answered at all: the request cannot have been processed. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'FST_REPLY_FROM_SERVICE_UNAVAILABLE',
]);

/** Every `code` along an error's `cause` chain (reply-from wraps undici's and Node's errors). */
function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && typeof current.code === 'string') codes.push(current.code);
    current = 'cause' in current ? current.cause : undefined;
  }
  return codes;
}

/** A failed exchange with the upstream (no usable answer) as the envelope the app shows. */
export function failureFromError(error: unknown): UpstreamFailure {
  const codes = errorCodes(error);
  const reason = codes.join(' < ') || 'unknown error';
  if (codes.includes(BODY_TOO_LARGE))
    return { status: 413, message: PROXY_MESSAGES.tooLarge, reason };
  if (codes.some((code) => TIMEOUTS.has(code)))
    return { status: 504, message: PROXY_MESSAGES.tooSlow, reason };
  if (codes.some((code) => UNREACHABLE.has(code)))
    return { status: 503, message: PROXY_MESSAGES.notAnswering, reason };
  return { status: 502, message: PROXY_MESSAGES.brokenAnswer, reason };
}
