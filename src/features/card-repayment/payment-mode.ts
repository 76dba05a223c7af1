import { needsRecovery } from './rules/attempt-state';
import type { PaymentAttempt } from './rules/payment-attempt';

/** What the page offers besides the cards: Pay, or what recovery is doing instead of Pay. */
export type PaymentMode =
  | { kind: 'ready' }
  | { kind: 'checking' }
  | { kind: 'waiting' }
  | { kind: 'check-failed'; message: string }
  | { kind: 'elsewhere' }
  | { kind: 'submitted' };

export function modeOf(attempt: PaymentAttempt | null): PaymentMode {
  if (attempt?.state === 'submitted') return { kind: 'submitted' };
  return needsRecovery(attempt) ? { kind: 'checking' } : { kind: 'ready' };
}
