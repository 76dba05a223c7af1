import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';

/** The complaint order number lives in localStorage, as the spec says (DECISIONS.md section 6). */
export const ORDER_NO_KEY = STORAGE_KEYS.complaintOrderNo;
/** The unsent complaint (text and uploaded image URLs), kept until it is sent (complaint-draft.ts). */
export const DRAFT_KEY = STORAGE_KEYS.complaintDraft;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value`, or removes the key for null. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Private mode or a full quota: the complaint still works, it is only not remembered.
  }
}

export function saveComplaintOrderNo(orderNo: string): void {
  if (orderNo !== '') writeStored(ORDER_NO_KEY, orderNo);
}

export function readComplaintOrderNo(): string | undefined {
  const value = readStored(ORDER_NO_KEY)?.trim();
  return value ? value : undefined;
}

/** After a successful submission: the order number and the draft are cleared. */
export function clearComplaintStorage(): void {
  writeStored(ORDER_NO_KEY, null);
  writeStored(DRAFT_KEY, null);
}
