import * as v from 'valibot';
import { MAX_IMAGES } from './image-selection';
import { applyDescriptionInput } from './description-limit';
import { DRAFT_KEY, readStored, writeStored } from './complaint-storage';

/** A draft older than this is stale: the borrower has moved on. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const DraftSchema = v.object({
  orderNo: v.string(),
  text: v.string(),
  images: v.array(v.string()),
  savedAt: v.number(),
});
export type ComplaintDraft = v.InferOutput<typeof DraftSchema>;

/** The draft for this order, if one was left unsent (and is not stale or damaged). */
export function loadDraft(orderNo: string, now = Date.now()): ComplaintDraft | undefined {
  const raw = readStored(DRAFT_KEY);
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
    writeStored(DRAFT_KEY, null);
    return;
  }
  writeStored(DRAFT_KEY, JSON.stringify({ ...draft, savedAt: now }));
}
