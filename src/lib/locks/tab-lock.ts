import { STORAGE_KEYS } from '../storage/storage-keys';

/**
 * One holder at a time across this browser's tabs and windows of the app, for work that must not
 * run twice at once (a payment, a voucher, the loan push). Web Locks where the browser has them;
 * elsewhere (older webviews) a lease in localStorage with an expiry, contested through the
 * `storage` event. A busy lock is not waited for: the caller tells the borrower.
 * See docs/decisions/repayment-exactly-once.md.
 */
export type TabLockOutcome<T> = { acquired: true; value: T } | { acquired: false };

/** A lease outlives a request (60 s time-out) and is renewed while the work runs. */
export const LEASE_TTL_MS = 90_000;
export const LEASE_RENEW_MS = 10_000;
/** How long a new lease waits for another tab's simultaneous claim to show up. */
export const LEASE_SETTLE_MS = 60;

export interface TabLockEnv {
  /** `navigator.locks`, or undefined where the browser has none. */
  locks: LockManager | undefined;
  /** Storage for the lease fallback, or undefined when storage is unavailable. */
  storage: Storage | undefined;
  now: () => number;
  /** Where `storage` events arrive (the window). */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

function browserLocks(): LockManager | undefined {
  return typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks
    ? navigator.locks
    : undefined;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function browserLockEnv(): TabLockEnv {
  return { locks: browserLocks(), storage: browserStorage(), now: Date.now, events: window };
}

/** The lock's name among the browser's Web Locks, and its lease key in localStorage. */
export function lockKey(name: string): string {
  return `${STORAGE_KEYS.tabLockPrefix}${name}`;
}

/** Held in this tab: the only guard left when neither Web Locks nor storage work. */
const heldHere = new Set<string>();

/**
 * Runs `work` while holding the lock `name`, or answers `{ acquired: false }` at once when
 * another tab (or this one) holds it. Errors of `work` reach the caller; the lock is released.
 */
export async function withTabLock<T>(
  name: string,
  work: () => Promise<T>,
  env: TabLockEnv = browserLockEnv(),
): Promise<TabLockOutcome<T>> {
  if (env.locks) return withWebLock(env.locks, name, work);
  if (env.storage) {
    // Only where Web Locks are missing (an insecure context, an old webview): its own chunk.
    const { withLease } = await import('./tab-lease');
    return withLease(env, env.storage, name, work);
  }
  if (heldHere.has(name)) return { acquired: false };
  heldHere.add(name);
  try {
    return { acquired: true, value: await work() };
  } finally {
    heldHere.delete(name);
  }
}

async function withWebLock<T>(
  locks: LockManager,
  name: string,
  work: () => Promise<T>,
): Promise<TabLockOutcome<T>> {
  let outcome: TabLockOutcome<T> = { acquired: false };
  await locks.request(lockKey(name), { ifAvailable: true }, async (lock) => {
    if (lock === null) return;
    outcome = { acquired: true, value: await work() };
  });
  return outcome;
}
