import * as v from 'valibot';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';
import { MAX_IMAGES } from './image-selection';
import { applyDescriptionInput } from './description-limit';

/** The complaint order number lives in localStorage, as the spec says (DECISIONS.md section 6). */
export const ORDER_NO_KEY = STORAGE_KEYS.complaintOrderNo;
/** The unsent complaint (text and uploaded image URLs), kept until it is sent. */
export const DRAFT_KEY = STORAGE_KEYS.complaintDraft;
/** A draft older than this is stale: the borrower has moved on. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const DraftSchema = v.object({
  orderNo: v.string(),
  text: v.string(),
  images: v.array(v.string()),
  savedAt: v.number(),
});
export type ComplaintDraft = v.InferOutput<typeof DraftSchema>;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Private mode or a full quota: the complaint still works, it is only not remembered.
  }
}

export function saveComplaintOrderNo(orderNo: string): void {
  if (orderNo !== '') write(ORDER_NO_KEY, orderNo);
}

export function readComplaintOrderNo(): string | undefined {
  const value = read(ORDER_NO_KEY)?.trim();
  return value ? value : undefined;
}

/** The draft for this order, if one was left unsent (and is not stale or damaged). */
export function loadDraft(orderNo: string, now = Date.now()): ComplaintDraft | undefined {
  const raw = read(DRAFT_KEY);
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const result = v.safeParse(DraftSchema, parsed);
  if (!result.success) return undefined;
  const draft = result.output;
  if (draft.orderNo !== orderNo || now - draft.savedAt > DRAFT_MAX_AGE_MS) return undefined;
  return {
    ...draft,
    text: applyDescriptionInput('', draft.text),
    images: draft.images
      .filter((url) => url.startsWith('/') || /^https?:\/\//i.test(url))
      .slice(0, MAX_IMAGES),
  };
}

export function saveDraft(draft: Omit<ComplaintDraft, 'savedAt'>, now = Date.now()): void {
  if (draft.text.trim() === '' && draft.images.length === 0) {
    write(DRAFT_KEY, null);
    return;
  }
  write(DRAFT_KEY, JSON.stringify({ ...draft, savedAt: now }));
}

/** After a successful submission: the order number and the draft are cleared. */
export function clearComplaintStorage(): void {
  write(ORDER_NO_KEY, null);
  write(DRAFT_KEY, null);
}
