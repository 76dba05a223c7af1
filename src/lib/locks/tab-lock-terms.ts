import { STORAGE_KEYS } from '../storage/storage-keys';

/*
 * What the tab lock (./tab-lock.ts, Web Locks) and its lease fallback (./tab-lease.ts, loaded
 * only where Web Locks are missing) both keep: the outcome, the environment, the lease's timings
 * and the lock's key.
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

/** The lock's name among the browser's Web Locks, and its lease key in localStorage. */
export function lockKey(name: string): string {
  return `${STORAGE_KEYS.tabLockPrefix}${name}`;
}
