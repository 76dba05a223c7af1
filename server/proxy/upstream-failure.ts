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

/** What the proxy knows about an upstream answer before it passes any of it on. */
export interface AnswerHead {
  status: number;
  contentType: string;
  /** Set when the body is compressed, so its first byte says nothing. */
  encoded: boolean;
  /** First non-blank byte of the body, if any. */
  firstByte?: string;
}

export function isJsonType(contentType: string): boolean {
  return /^(application\/([\w.-]+\+)?json|text\/json)\s*(;|$)/i.test(contentType.trim());
}

function isHtml(head: AnswerHead): boolean {
  return (
    /^(text\/html|application\/xhtml\+xml)\s*(;|$)/i.test(head.contentType.trim()) ||
    (!head.encoded && head.firstByte === '<')
  );
}

/**
 * JSON answers (any status) pass unchanged, also when a legacy server labels them text/html
 * (the body starts with `{` or `[`). A non-JSON error answer or a web page where data belongs
 * (a gateway's error page, a login page, a maintenance page) becomes an envelope; other non-JSON
 * answers (images, files) pass.
 */
export function failureFromAnswer(head: AnswerHead): UpstreamFailure | undefined {
  if (isJsonType(head.contentType)) return undefined;
  if (!head.encoded && (head.firstByte === '{' || head.firstByte === '[')) return undefined;
  const reason = `upstream answered ${head.status} ${head.contentType || 'without a type'}`;
  if (head.status === 503 || head.status === 504 || head.status === 413 || head.status === 429) {
    const message = {
      503: PROXY_MESSAGES.notAnswering,
      504: PROXY_MESSAGES.tooSlow,
      413: PROXY_MESSAGES.tooLarge,
      429: PROXY_MESSAGES.tooManyTries,
    }[head.status];
    return { status: head.status, message, reason };
  }
  if (head.status >= 400 || isHtml(head))
    return { status: 502, message: PROXY_MESSAGES.brokenAnswer, reason };
  return undefined;
}
