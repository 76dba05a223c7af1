import { commitRepayment, type CommitPayload } from './api/repayment-commit';
import { fetchOrderStatus } from './api/order-status';
import {
  needsResend,
  orderCheckOf,
  recoveryDecision,
  resendAnswered,
  resendFailed,
  type OrderCheck,
  type Recovery,
  type ResendCheck,
} from './rules/attempt-rules';
import type { PaymentAttempt } from './rules/payment-attempt';

export interface RecoveryInput {
  attempt: PaymentAttempt;
  productId: string;
  orderId: string;
  /** The resend (sendMsg 1) for the attempt's card, built when it is needed. */
  resendPayload: () => Promise<CommitPayload>;
  now?: () => number;
}

async function checkOrder(productId: string, orderId: string): Promise<OrderCheck> {
  try {
    return orderCheckOf(await fetchOrderStatus(productId, orderId));
  } catch {
    return 'unknown';
  }
}

async function checkByResend(payload: () => Promise<CommitPayload>): Promise<ResendCheck> {
  try {
    return resendAnswered(await commitRepayment(await payload()));
  } catch (error) {
    return resendFailed(error);
  }
}

/**
 * After a commit whose answer was lost: asks the order's state, then (unless it is paid) the
 * lender with a resend, which answers the payment that waits for a code. Never commits again.
 */
export async function recoverAttempt(input: RecoveryInput): Promise<Recovery> {
  const now = input.now ?? Date.now;
  const order = await checkOrder(input.productId, input.orderId);
  const resend = needsResend(order) ? await checkByResend(input.resendPayload) : null;
  return recoveryDecision(order, resend, input.attempt.sentAt, now());
}
