import { lockKey, type TabLockEnv, type TabLockOutcome } from './tab-lock-terms';

/*
 * One holder at a time across this browser's tabs and windows of the app, for work that must not
 * run twice at once (a payment, a voucher, the loan push). Web Locks where the browser has them;
 * elsewhere (older webviews) a lease in localStorage with an expiry, contested through the
 * `storage` event. A busy lock is not waited for: the caller tells the borrower.
 * See docs/decisions/repayment-exactly-once.md.
 */

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
