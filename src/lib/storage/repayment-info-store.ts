import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import * as v from 'valibot';

/**
 * Saved repayment info (SPEC.md section 3, DECISIONS.md section 6): written when the borrower taps
 * the pay-code card, read by /repaymentOfCode2 online or offline. IndexedDB through idb-keyval
 * under one key; when IndexedDB is missing or fails (private mode, webview quirks) the info lives
 * in memory for this visit and callers tell the borrower it could not be saved on the device.
 */
export const PayNoticeSchema = v.record(
  v.string(),
  v.array(v.object({ name: v.string(), steps: v.array(v.string()) })),
);

export const SavedRepaymentInfoSchema = v.object({
  /** Hundredths; absent for a rollover. */
  repayAmount: v.optional(v.number()),
  delayInfo: v.optional(v.object({ delayAmount: v.number() })),
  defDetail: v.object({
    logo: v.string(),
    payCode: v.string(),
    title: v.optional(v.string()),
    payNotice: PayNoticeSchema,
  }),
  orderId: v.optional(v.string()),
  /** Epoch ms when it was saved, to say how old an offline copy is. */
  savedAt: v.number(),
});

export type SavedRepaymentInfo = v.InferOutput<typeof SavedRepaymentInfoSchema>;

export const REPAYMENT_INFO_KEY = 'repaymentInfo';

export interface StoreResult<T> {
  value: T;
  /** False when IndexedDB could not be used and the value only lives in memory. */
  persisted: boolean;
}

let memory: SavedRepaymentInfo | null = null;
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

export async function saveRepaymentInfo(
  info: SavedRepaymentInfo,
): Promise<StoreResult<SavedRepaymentInfo>> {
  const value = v.parse(SavedRepaymentInfoSchema, info);
  memory = value;
  const target = idbStore();
  if (!target) return { value, persisted: false };
  try {
    await set(REPAYMENT_INFO_KEY, value, target);
    return { value, persisted: true };
  } catch {
    return { value, persisted: false };
  }
}

export async function loadRepaymentInfo(): Promise<StoreResult<SavedRepaymentInfo | null>> {
  const target = idbStore();
  if (!target) return { value: memory, persisted: false };
  try {
    const raw: unknown = await get(REPAYMENT_INFO_KEY, target);
    const parsed = v.safeParse(SavedRepaymentInfoSchema, raw);
    if (parsed.success) return { value: parsed.output, persisted: true };
    return { value: memory, persisted: memory === null };
  } catch {
    return { value: memory, persisted: false };
  }
}

/** Forget everything saved on this device (going back to login). */
export async function clearRepaymentInfo(): Promise<void> {
  memory = null;
  const target = idbStore();
  if (!target) return;
  try {
    await del(REPAYMENT_INFO_KEY, target);
  } catch {
    // Nothing could be stored there either.
  }
}

/** Test seam: forget the cached store handle (a new IndexedDB in each test). */
export function resetRepaymentInfoStoreForTests(): void {
  store = undefined;
  memory = null;
}
