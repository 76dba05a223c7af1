import { PROXY_MESSAGES } from './proxy-messages';
import type { UpstreamFailure } from './upstream-failure';

/** What the proxy knows about an upstream answer before it passes any of it on. */
export interface AnswerHead {
  status: number;
  contentType: string;
  /** Set when the body is compressed, so its bytes say nothing. */
  encoded: boolean;
  /** An answer to HEAD: no body, whatever its headers say. */
  head: boolean;
  /** The body as far as the proxy looked: its first non-blank byte, or `empty` (no byte at all). */
  body?: { firstByte?: string; empty: boolean };
}

/**
 * Pass the answer (with `contentType` the label it goes out with: `null` drops the upstream's,
 * undefined keeps it; `attachment` asks a browser that opens it to save it, not show it), or
 * replace it with an envelope.
 */
export type Verdict =
  | { pass: true; contentType?: string | null; attachment?: true }
  | { pass: false; failure: UpstreamFailure };

export function isJsonType(contentType: string): boolean {
  return /^(application\/([\w.-]+\+)?json|text\/json)\s*(;|$)/i.test(contentType.trim());
}

/**
 * The answers of the API that are not JSON: pictures an `<img>` loads (the promotion captcha is
 * an SVG, src/contract/promotion.ts `getCaptcha`; complaint photos may be served by the API).
 * Nothing else a browser would render (HTML, XML, PDF, text) may come from `/api` on our origin.
 */
const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
]);

function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** JSON's label, keeping the charset the upstream named (JSON is UTF-8 unless it says so). */
function jsonLabel(contentType: string): string {
  const charset = /;\s*charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType)?.[1] ?? 'utf-8';
  return `application/json; charset=${charset}`;
}

/** A non-JSON error answer keeps its status where the app has words for it; the rest are 502. */
function errorEnvelope(status: number, reason: string): UpstreamFailure {
  if (status === 503 || status === 504 || status === 413 || status === 429) {
    const message = {
      503: PROXY_MESSAGES.notAnswering,
      504: PROXY_MESSAGES.tooSlow,
      413: PROXY_MESSAGES.tooLarge,
      429: PROXY_MESSAGES.tooManyTries,
    }[status];
    return { status, message, reason };
  }
  return { status: 502, message: PROXY_MESSAGES.brokenAnswer, reason };
}

/**
 * Which upstream answers the browser receives, and how labelled (docs/decisions/proxy-hygiene.md):
 * - JSON, at any status, passes byte for byte; JSON under another label (a legacy server's
 *   `text/html`) passes relabelled as JSON, so no browser ever renders it as a page;
 * - a non-JSON error answer becomes an envelope;
 * - below 400, only an image (an SVG as an attachment: opened on its own it is a document that
 *   could script or redirect on our origin) or an answer with no body passes; anything else
 *   (a web page, text, a file) is a 502 envelope.
 */
export function judgeAnswer(answer: AnswerHead): Verdict {
  if (isJsonType(answer.contentType)) return { pass: true };
  const firstByte = answer.encoded ? undefined : answer.body?.firstByte;
  if (firstByte === '{' || firstByte === '[')
    return { pass: true, contentType: jsonLabel(answer.contentType) };
  const reason = `upstream answered ${answer.status} ${answer.contentType || 'without a type'}`;
  if (answer.status >= 400) return { pass: false, failure: errorEnvelope(answer.status, reason) };
  if (answer.head) return { pass: true };
  if (!answer.encoded && answer.body?.empty) return { pass: true, contentType: null };
  const type = mediaType(answer.contentType);
  if (type === 'image/svg+xml') return { pass: true, attachment: true };
  if (IMAGE_TYPES.has(type)) return { pass: true };
  return { pass: false, failure: errorEnvelope(502, reason) };
}
