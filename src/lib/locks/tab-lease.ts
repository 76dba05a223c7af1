import * as v from 'valibot';
import {
  LEASE_RENEW_MS,
  LEASE_SETTLE_MS,
  LEASE_TTL_MS,
  lockKey,
  type TabLockEnv,
  type TabLockOutcome,
} from './tab-lock-terms';

/**
 * The tab lock where the browser has no Web Locks: a lease in localStorage with an expiry,
 * contested through the `storage` event (docs/decisions/repayment-exactly-once.md). Loaded by
 * `withTabLock` the first time it needs it.
 */

const LeaseSchema = v.object({ owner: v.string(), expires: v.number() });
type Lease = v.InferOutput<typeof LeaseSchema>;

function readLease(storage: Storage, key: string): Lease | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed = v.safeParse(LeaseSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

function newOwner(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;
}

/**
 * Claims the lease, then waits a moment: a tab that claimed it at the same time shows up as a
 * `storage` event (or as the stored owner), and then both back off rather than both proceed.
 */
async function claimLease(env: TabLockEnv, storage: Storage, key: string): Promise<Lease | null> {
  const current = readLease(storage, key);
  if (current && current.expires > env.now()) return null;
  const mine: Lease = { owner: newOwner(), expires: env.now() + LEASE_TTL_MS };
  let contested = false;
  const onStorage = (event: StorageEvent) => {
    if (event.key === key && event.newValue !== null) contested = true;
  };
  env.events.addEventListener('storage', onStorage);
  try {
    storage.setItem(key, JSON.stringify(mine));
    await new Promise((resolve) => setTimeout(resolve, LEASE_SETTLE_MS));
  } catch {
    return null;
  } finally {
    env.events.removeEventListener('storage', onStorage);
  }
  if (!contested && readLease(storage, key)?.owner === mine.owner) return mine;
  if (readLease(storage, key)?.owner === mine.owner) storage.removeItem(key);
  return null;
}

export async function withLease<T>(
  env: TabLockEnv,
  storage: Storage,
  name: string,
  work: () => Promise<T>,
): Promise<TabLockOutcome<T>> {
  const key = lockKey(name);
  const lease = await claimLease(env, storage, key);
  if (!lease) return { acquired: false };
  const ours = () => readLease(storage, key)?.owner === lease.owner;
  const renew = setInterval(() => {
    if (ours())
      storage.setItem(key, JSON.stringify({ ...lease, expires: env.now() + LEASE_TTL_MS }));
  }, LEASE_RENEW_MS);
  // A page that goes away gives the lease back (Web Locks do this by themselves).
  const release = () => {
    clearInterval(renew);
    if (ours()) storage.removeItem(key);
  };
  env.events.addEventListener('pagehide', release);
  try {
    return { acquired: true, value: await work() };
  } finally {
    env.events.removeEventListener('pagehide', release);
    release();
  }
}
