import * as v from 'valibot';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';

/**
 * One card payment attempt per loan, in localStorage so every tab of the borrower sees the same
 * attempt (docs/decisions/repayment-exactly-once.md). It is written before the commit leaves,
 * so an answer that never arrives leaves a trace the next load (or another tab) recovers from.
 *
 * - `sending`: the commit (sendMsg 0) is on its way;
 * - `uncertain`: its answer was lost: the payment may or may not exist;
 * - `pending-code`: the payment exists and waits for the SMS code of `repayRecordId`;
 * - `submitted`: paid, or the lender said it was already paid.
 */
export const ATTEMPT_STATES = ['sending', 'uncertain', 'pending-code', 'submitted'] as const;

const AttemptSchema = v.object({
  key: v.string(),
  cardId: v.string(),
  state: v.picklist(ATTEMPT_STATES),
  repayRecordId: v.optional(v.string()),
  /** When the commit left (ms). */
  sentAt: v.number(),
  updatedAt: v.number(),
});
export type PaymentAttempt = v.InferOutput<typeof AttemptSchema>;

/** When storage is unavailable (private mode, some webviews): this tab's memory only. */
const memory = new Map<string, PaymentAttempt>();

/** Where this loan's attempt is kept (the server-rendered page's guard looks for it too). */
export function attemptStorageKey(orderId: string): string {
  return `${STORAGE_KEYS.paymentAttemptPrefix}${orderId}`;
}

function parse(raw: string | null): PaymentAttempt | null {
  if (raw === null) return null;
  try {
    const parsed = v.safeParse(AttemptSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function loadAttempt(orderId: string): PaymentAttempt | null {
  try {
    return parse(window.localStorage.getItem(attemptStorageKey(orderId)));
  } catch {
    return memory.get(orderId) ?? null;
  }
}

/** Saves the attempt, or forgets it (`null`) when nothing is under way for the loan. */
export function saveAttempt(orderId: string, attempt: PaymentAttempt | null): void {
  if (attempt) memory.set(orderId, attempt);
  else memory.delete(orderId);
  try {
    if (attempt) window.localStorage.setItem(attemptStorageKey(orderId), JSON.stringify(attempt));
    else window.localStorage.removeItem(attemptStorageKey(orderId));
  } catch {
    // Kept in memory for this visit.
  }
}

/** Calls back when another tab changes this loan's attempt. */
export function watchAttempt(
  orderId: string,
  onChange: (attempt: PaymentAttempt | null) => void,
): () => void {
  const key = attemptStorageKey(orderId);
  const listener = (event: StorageEvent) => {
    // key null: the other tab cleared the whole storage (a borrower was forgotten).
    if (event.key === key || event.key === null) onChange(parse(event.newValue));
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** Test seam. */
export function forgetAttemptsForTests(): void {
  memory.clear();
}
