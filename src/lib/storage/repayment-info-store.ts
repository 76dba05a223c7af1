import { clear, createStore, delMany, entries, set, type UseStore } from 'idb-keyval';
import * as v from 'valibot';
import { borrowerForgotten } from './forgetting-queue';
import { isStored } from './is-stored';
import {
  pickSavedInfo,
  savedInfoKey,
  SavedRepaymentInfoSchema,
  staleRecords,
  type SavedInfoQuery,
  type SavedRepaymentInfo,
} from './saved-info-rules';
import { STORAGE_KEYS } from './storage-keys';

export type { SavedRepaymentInfo } from './saved-info-rules';

/**
 * Saved repayment info (SPEC.md section 3, DECISIONS.md section 6): written when the borrower taps
 * the pay-code card, read by /repaymentOfCode2 online or offline. IndexedDB through idb-keyval,
 * one record per borrower and order; when IndexedDB is missing or fails (private mode, webview
 * quirks) the info lives in memory for this visit and callers tell the borrower it could not be
 * saved on the device. Reads and writes wait for a borrower switch's forgetting to finish, so a
 * new borrower never reads the previous one's copy and a fresh save is never wiped by it.
 */
export interface StoreResult<T> {
  value: T;
  /** False when IndexedDB could not be used and the value only lives in memory. */
  persisted: boolean;
}

const memory = new Map<string, SavedRepaymentInfo>();
let store: UseStore | null | undefined;

function idbStore(): UseStore | null {
  if (store !== undefined) return store;
  try {
    store = typeof indexedDB === 'undefined' ? null : createStore('borrower-pwa', 'saved');
  } catch {
    store = null;
  }
  return store;
}

async function storedRecords(target: UseStore): Promise<Map<string, SavedRepaymentInfo>> {
  const found = new Map<string, SavedRepaymentInfo>();
  for (const [key, raw] of await entries<IDBValidKey, unknown>(target)) {
    if (typeof key !== 'string' || !key.startsWith(STORAGE_KEYS.repaymentInfoPrefix)) continue;
    const parsed = v.safeParse(SavedRepaymentInfoSchema, raw);
    if (parsed.success) found.set(key, parsed.output);
  }
  return found;
}

export async function saveRepaymentInfo(
  info: SavedRepaymentInfo,
  now: number = Date.now(),
): Promise<StoreResult<SavedRepaymentInfo>> {
  const value = v.parse(SavedRepaymentInfoSchema, info);
  await borrowerForgotten();
  const key = savedInfoKey(value.userId, value.orderId);
  for (const stale of staleRecords([...memory.values()], value.userId, now)) {
    memory.delete(savedInfoKey(stale.userId, stale.orderId));
  }
  memory.set(key, value);
  markSaved();
  const target = idbStore();
  if (!target) return { value, persisted: false };
  try {
    const stale = staleRecords([...(await storedRecords(target)).values()], value.userId, now);
    if (stale.length > 0)
      await delMany(
        stale.map((record) => savedInfoKey(record.userId, record.orderId)),
        target,
      );
    await set(key, value, target);
    return { value, persisted: true };
  } catch {
    return { value, persisted: false };
  }
}

/** Notes on the device that it may hold a copy (no data of it; storage it cannot use: no note). */
function markSaved(): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.repaymentInfoSaved, '1');
  } catch {
    // The copy is still read where it lives; only the page the server rendered shows first.
  }
}

/**
 * True when there is nothing to read: no copy in this visit's memory and no note of one on the
 * device, as on the server, which renders the saved page as "nothing saved" for that reason. The
 * page still reads the store (a copy saved while the note could not be written shows up then).
 */
export function nothingSavedHere(): boolean {
  return memory.size === 0 && !isStored(STORAGE_KEYS.repaymentInfoSaved);
}

/** The borrower's own saved info for the order (or their latest); null when there is none. */
export async function loadRepaymentInfo(
  query: SavedInfoQuery,
): Promise<StoreResult<SavedRepaymentInfo | null>> {
  await borrowerForgotten();
  const inMemory = pickSavedInfo([...memory.values()], query);
  const target = idbStore();
  if (!target) return { value: inMemory, persisted: false };
  try {
    const stored = pickSavedInfo([...(await storedRecords(target)).values()], query);
    if (stored) return { value: stored, persisted: true };
    return { value: inMemory, persisted: inMemory === null };
  } catch {
    return { value: inMemory, persisted: false };
  }
}

/** Forget every saved copy on this device (back to login, or another borrower's link). */
export async function clearRepaymentInfo(): Promise<void> {
  memory.clear();
  const target = idbStore();
  if (!target) return;
  try {
    await clear(target);
  } catch {
    // Nothing could be stored there either.
  }
}

/** Test seam: forget the cached store handle (a new IndexedDB in each test). */
export function resetRepaymentInfoStoreForTests(): void {
  store = undefined;
  memory.clear();
}
