import { forgetBorrower } from '../storage/forget-borrower';
import { STORAGE_KEYS } from '../storage/storage-keys';

/**
 * Borrower session parameters (SPEC.md section 3, DECISIONS.md sections 4 and 6). Two kinds:
 * - who the borrower is and on which device (`BORROWER_KEYS`): read from the link on entry and
 *   kept in sessionStorage, so in-app navigation and reloads keep them;
 * - which order a screen is about (`ORDER_KEYS`): read from the current link only, never kept,
 *   so one order's coupon or amount can never ride along into another order's screen.
 * A link for another borrower (different userId or sessionId) replaces the session and forgets
 * what the device kept for the previous one.
 */

/** Parameters appended to every API call (DECISIONS.md section 3): who the borrower is, bar the phone. */
export const COMMON_QUERY_KEYS = [
  'deviceId',
  'appVersion',
  'userId',
  'appName',
  'sessionId',
  'clientType',
  'merchantNumber',
] as const;

export const BORROWER_KEYS = [...COMMON_QUERY_KEYS, 'mobilePhone'] as const;

export const ORDER_KEYS = [
  'orderId',
  'productId',
  'couponId',
  'couponMoney',
  'withholdingAmount',
] as const;

export const SESSION_KEYS = [...BORROWER_KEYS, ...ORDER_KEYS] as const;

export type BorrowerKey = (typeof BORROWER_KEYS)[number];
export type OrderKey = (typeof ORDER_KEYS)[number];
export type SessionKey = (typeof SESSION_KEYS)[number];
export type Session = Partial<Record<SessionKey, string>>;
export type BorrowerSession = Partial<Record<BorrowerKey, string>>;
export type OrderParams = Partial<Record<OrderKey, string>>;

/** The values that say who the borrower is: a change in either is another borrower. */
const IDENTITY_KEYS = ['userId', 'sessionId'] as const satisfies readonly BorrowerKey[];

const STORAGE_KEY = STORAGE_KEYS.session;
/** Longest value kept; anything longer is a hostile or broken link, not a session value. */
export const MAX_SESSION_VALUE_LENGTH = 256;

let memoryFallback: BorrowerSession = {};

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

function pick<K extends SessionKey>(
  session: Session,
  keys: readonly K[],
): Partial<Record<K, string>> {
  const picked: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = session[key];
    if (value !== undefined && value !== '') picked[key] = value;
  }
  return picked;
}

/** The borrower's own values of a session (what is kept between links). */
export function borrowerPart(session: Session): BorrowerSession {
  return pick(session, BORROWER_KEYS);
}

/**
 * The order values of the current screen, to hand on explicitly to the next screen about the
 * same order (`withSession(path, orderParams(session, ['orderId', 'productId']))`).
 */
export function orderParams(session: Session, keys: readonly OrderKey[] = ORDER_KEYS): OrderParams {
  return pick(session, keys);
}

/** True when the link names another borrower than the stored session (no merge then). */
export function isOtherBorrower(stored: BorrowerSession, incoming: Session): boolean {
  return IDENTITY_KEYS.some((key) => {
    const before = stored[key];
    const after = incoming[key];
    return before !== undefined && after !== undefined && before !== after;
  });
}

/**
 * The session a link leads to (a pure rule): the same borrower's link adds to or updates the
 * kept values; another borrower's link replaces them entirely. Order values come from the link
 * alone.
 */
export function nextSession(
  stored: BorrowerSession,
  incoming: Session,
): { borrower: BorrowerSession; order: OrderParams; replaced: boolean } {
  const replaced = isOtherBorrower(stored, incoming);
  const borrower = replaced
    ? borrowerPart(incoming)
    : { ...borrowerPart(stored), ...borrowerPart(incoming) };
  return { borrower, order: orderParams(incoming), replaced };
}

function isBorrowerSession(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).every(
    ([key, item]) => (SESSION_KEYS as readonly string[]).includes(key) && typeof item === 'string',
  );
}

/** The kept borrower values (older copies may still hold order values: they are dropped). */
export function readStoredSession(): BorrowerSession {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (raw === null) return { ...memoryFallback };
    const parsed: unknown = JSON.parse(raw);
    return isBorrowerSession(parsed) ? borrowerPart(parsed) : {};
  } catch {
    return { ...memoryFallback };
  }
}

function store(session: BorrowerSession): void {
  memoryFallback = session;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage can be disabled in some webviews; the in-memory copy keeps the app working.
  }
}

function readOwner(): string | undefined {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.borrowerOwner) ?? undefined;
  } catch {
    return undefined;
  }
}

function writeOwner(userId: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.borrowerOwner, userId);
  } catch {
    // Without localStorage nothing durable is kept for anyone, so there is nothing to guard.
  }
}

/**
 * Takes in the values a link carries and returns the session the screen works with. For another
 * borrower, the previous one's data is forgotten before this returns: web storage at once, the
 * saved repayment info before its next read (`loadRepaymentInfo` waits for it).
 *
 * Besides this tab's session, the device remembers whose durable data it holds (the userId in
 * localStorage), because a native app may open each link in a fresh webview whose sessionStorage
 * is empty while localStorage and IndexedDB still hold the previous borrower's data.
 */
export function captureSession(search: string): Session {
  const incoming = parseSession(search);
  const current = readStoredSession();
  const { borrower, order, replaced } = nextSession(current, incoming);
  const owner = readOwner();
  const durableOwnerChanged =
    owner !== undefined && incoming.userId !== undefined && owner !== incoming.userId;
  const forget = replaced || durableOwnerChanged;
  if (forget) void forgetBorrower();
  if (forget || JSON.stringify(borrower) !== JSON.stringify(current)) store(borrower);
  if (borrower.userId !== undefined && (forget || borrower.userId !== owner))
    writeOwner(borrower.userId);
  return { ...borrower, ...order };
}

/** The session now: the kept borrower values and the current address's order values. */
export function getSession(): Session {
  return { ...readStoredSession(), ...orderParams(parseSession(window.location.search)) };
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
 * An in-app href carrying the borrower's session values plus extra parameters (extras win).
 * Order values (orderId, productId, coupon, withholding amount) are never added implicitly:
 * a link that needs them passes them as extras from the current screen's values, so the next
 * screen never inherits an earlier order's.
 */
export function withSession(path: string, extra: ExtraParams = {}, session?: Session): string {
  const [pathname, existing = ''] = path.split('?', 2);
  const query = sessionQuery(borrowerPart(session ?? readStoredSession()));
  new URLSearchParams(existing).forEach((value, key) => query.set(key, value));
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined || value === null || value === '') query.delete(key);
    else query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${pathname}?${text}` : (pathname ?? path);
}
