/**
 * What the app reports to its own server about how screens perform in the field (`POST /vitals`,
 * not under /api, which goes upstream in proxy mode): web vitals and errors, per screen NAME.
 * No path, query, id or session value ever: shared by app and server, which checks every field
 * again (server/ops/vitals/vitals-route.ts; docs/decisions/first-paint.md).
 */
export const VITALS_PATH = '/vitals';
export const VITALS_MAX_BYTES = 4096;
export const VITALS_MAX_ENTRIES = 20;
export const ERROR_MESSAGE_MAX = 160;
/** The performance mark the reporter leaves when it starts listening. */
export const VITALS_STARTED_MARK = 'vitals-reporter-started';

/** The name a beacon gives the not-found screen (every other name is the route table's). */
export const NOT_FOUND_SCREEN = 'notFound';

export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** Where a reported error was caught. */
export const ERROR_SOURCES = ['caught', 'uncaught', 'recoverable', 'rejection', 'error'] as const;
export type ErrorSource = (typeof ERROR_SOURCES)[number];

export type VitalEntry =
  | { kind: 'metric'; name: MetricName; value: number }
  | { kind: 'error'; source: ErrorSource; message: string };

export interface VitalsBeacon {
  screen: string;
  entries: VitalEntry[];
}

const REDACTIONS: Array<[RegExp, string]> = [
  [/\b[a-z][a-z0-9+.-]*:\/\/[^\s'"<>)]*/gi, '<url>'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>'],
  [/\?[^\s'"<>)]*/g, '?<query>'],
  // A value named as a secret is hidden even when it is all letters (`sessionId=abcdef`).
  [
    /\b(\w*(?:session|token|user|device|phone|mobile|card|code|password|secret|auth)\w*)(["']?\s*[:=]\s*["']?)[^\s&,;'"]+/gi,
    '$1$2<secret>',
  ],
  [
    /\b[A-Za-z0-9_-]*\d[A-Za-z0-9_-]*[A-Za-z][A-Za-z0-9_-]*\b|\b[A-Za-z0-9_-]*[A-Za-z][A-Za-z0-9_-]*\d[A-Za-z0-9_-]*\b/g,
    '<id>',
  ],
  [/\+?\d[\d\s-]{2,}\d/g, '<n>'],
];

/** Byte length of a beacon's text: what the server's body limit counts. */
const byteLength = (text: string) => new TextEncoder().encode(text).length;

/**
 * One screen's entries as beacon bodies, each within the server's limits (VITALS_MAX_ENTRIES
 * entries, VITALS_MAX_BYTES bytes), in order: a long list is split, never refused as a whole.
 */
export function packBeacons(
  screen: string,
  entries: readonly VitalEntry[],
  maxBytes = VITALS_MAX_BYTES,
): string[] {
  const bodies: string[] = [];
  let batch: VitalEntry[] = [];
  let body = '';
  for (const entry of entries) {
    const next = JSON.stringify({ screen, entries: [...batch, entry] } satisfies VitalsBeacon);
    if (batch.length < VITALS_MAX_ENTRIES && byteLength(next) <= maxBytes) {
      batch.push(entry);
      body = next;
      continue;
    }
    if (batch.length > 0) bodies.push(body);
    const alone = JSON.stringify({ screen, entries: [entry] } satisfies VitalsBeacon);
    // An entry that cannot fit even alone (never with capped messages) is dropped, not sent to fail.
    batch = byteLength(alone) <= maxBytes ? [entry] : [];
    body = alone;
  }
  if (batch.length > 0) bodies.push(body);
  return bodies;
}

/**
 * An error message as it may leave the phone: addresses, e-mails, values named as secrets
 * (`token=…`, `sessionId: …`), queries, anything mixing letters and digits (ids, tokens, session
 * values) and digit runs (phone, card and order numbers) replaced, whitespace folded, length
 * capped. Run by the app and again by the server.
 */
export function redactMessage(message: string): string {
  let text = message;
  for (const [pattern, replacement] of REDACTIONS) text = text.replace(pattern, replacement);
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > ERROR_MESSAGE_MAX ? `${text.slice(0, ERROR_MESSAGE_MAX - 1)}…` : text;
}
