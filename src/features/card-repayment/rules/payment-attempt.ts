import * as v from 'valibot';

/**
 * One payment attempt per loan, kept in sessionStorage so a reload reuses its idempotency key
 * (the server then answers a second commit with 800005) and a paid loan shows "submitted"
 * instead of a pay button.
 */
const AttemptSchema = v.object({
  key: v.string(),
  cardId: v.string(),
  repayRecordId: v.optional(v.string()),
  submittedAt: v.optional(v.number()),
});
export type PaymentAttempt = v.InferOutput<typeof AttemptSchema>;

const memory = new Map<string, PaymentAttempt>();

function storageKey(orderId: string): string {
  return `repay.attempt.${orderId}`;
}

export function loadAttempt(orderId: string): PaymentAttempt | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey(orderId));
    if (raw !== null) {
      const parsed = v.safeParse(AttemptSchema, JSON.parse(raw));
      return parsed.success ? parsed.output : null;
    }
  } catch {
    // Storage disabled: fall back to this tab's memory.
  }
  return memory.get(orderId) ?? null;
}

export function saveAttempt(orderId: string, attempt: PaymentAttempt): PaymentAttempt {
  memory.set(orderId, attempt);
  try {
    window.sessionStorage.setItem(storageKey(orderId), JSON.stringify(attempt));
  } catch {
    // Kept in memory for this visit.
  }
  return attempt;
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The attempt to pay with this card: the stored one for the same card, else a fresh key. */
export function attemptFor(orderId: string, cardId: string): PaymentAttempt {
  const current = loadAttempt(orderId);
  if (current && current.cardId === cardId && current.submittedAt === undefined) return current;
  return saveAttempt(orderId, { key: newKey(), cardId });
}

export function markSubmitted(orderId: string, now: number = Date.now()): void {
  const current = loadAttempt(orderId);
  if (current) saveAttempt(orderId, { ...current, submittedAt: now });
  else saveAttempt(orderId, { key: newKey(), cardId: '', submittedAt: now });
}

/** Test seam. */
export function forgetAttemptsForTests(): void {
  memory.clear();
}
