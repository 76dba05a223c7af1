import { STORAGE_KEYS } from '../storage/storage-keys';

/**
 * Borrower session parameters (SPEC.md section 3, DECISIONS.md section 4): read from the query
 * string on entry, kept in sessionStorage so in-app navigation and reloads keep them.
 */
export const SESSION_KEYS = [
  'deviceId',
  'appVersion',
  'userId',
  'appName',
  'sessionId',
  'clientType',
  'merchantNumber',
  'mobilePhone',
  'orderId',
  'productId',
  'couponId',
  'couponMoney',
  'withholdingAmount',
] as const;

export type SessionKey = (typeof SESSION_KEYS)[number];
export type Session = Partial<Record<SessionKey, string>>;

/** Parameters appended to every API call (DECISIONS.md section 3). */
export const COMMON_QUERY_KEYS = [
  'deviceId',
  'appVersion',
  'userId',
  'appName',
  'sessionId',
  'clientType',
  'merchantNumber',
] as const satisfies readonly SessionKey[];

const STORAGE_KEY = STORAGE_KEYS.session;
/** Longest value kept; anything longer is a hostile or broken link, not a session value. */
export const MAX_SESSION_VALUE_LENGTH = 256;

let memoryFallback: Session = {};

function clean(value: string): string | undefined {
  // Drop control characters; refuse absurd lengths rather than carry them into every request.
  // eslint-disable-next-line no-control-regex
  const stripped = value.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (stripped === '' || stripped.length > MAX_SESSION_VALUE_LENGTH) return undefined;
  return stripped;
}

export function parseSession(search: string): Session {
  const query = new URLSearchParams(search);
  const session: Session = {};
  for (const key of SESSION_KEYS) {
    const raw =
      key === 'productId' ? (query.get('productId') ?? query.get('product_id')) : query.get(key);
    if (raw === null) continue;
    const value = clean(raw);
    if (value !== undefined) session[key] = value;
  }
  return session;
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).every(
    ([key, item]) => (SESSION_KEYS as readonly string[]).includes(key) && typeof item === 'string',
  );
}

export function readStoredSession(): Session {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (raw === null) return { ...memoryFallback };
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : {};
  } catch {
    return { ...memoryFallback };
  }
}

function store(session: Session): void {
  memoryFallback = session;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage can be disabled in some webviews; the in-memory copy keeps the app working.
  }
}

/** Merge the values the address carries into the stored session and return the result. */
export function captureSession(search: string): Session {
  const incoming = parseSession(search);
  const current = readStoredSession();
  const merged = { ...current, ...incoming };
  if (JSON.stringify(merged) !== JSON.stringify(current)) store(merged);
  return merged;
}

export function getSession(): Session {
  return readStoredSession();
}

export function clearSession(): void {
  memoryFallback = {};
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}

/** The session as query parameters, in a stable order, skipping empty values. */
export function sessionQuery(session: Session = getSession()): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of SESSION_KEYS) {
    const value = session[key];
    if (value) query.set(key, value);
  }
  return query;
}

type ExtraParams = Record<string, string | number | undefined | null>;

/**
 * An in-app href carrying the session plus extra parameters (extras win over session values).
 * Used for every internal link and redirect that the spec says carries the session.
 */
export function withSession(path: string, extra: ExtraParams = {}, session?: Session): string {
  const [pathname, existing = ''] = path.split('?', 2);
  const query = sessionQuery(session);
  new URLSearchParams(existing).forEach((value, key) => query.set(key, value));
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined || value === null || value === '') query.delete(key);
    else query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${pathname}?${text}` : (pathname ?? path);
}
