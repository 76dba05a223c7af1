import type { CommitPayload } from '../api/repayment-commit';
import type { RepaymentWay } from '../api/repayment-way';
import { amountToPay } from './card-repayment-rules';

export interface CommitInput {
  way: RepaymentWay;
  cardId: string;
  /** 0 pays, 1 asks for the SMS code again (SPEC.md section 7). */
  sendMsg: 0 | 1;
  /** The attempt's key: sent with its payment (sendMsg 0) only, as the Idempotency-Key header. */
  key: string;
  orderId: string;
  withholdingAmount: string | undefined;
  couponId: string | undefined;
}

/**
 * The repayment-commit of one card of the repayment way. A resend carries no key: it is another
 * request than the payment the key names (docs/decisions/repayment-idempotency-key-header.md).
 */
export function commitPayload(input: CommitInput): CommitPayload {
  const card = input.way.bankCards?.find((item) => item.id === input.cardId);
  const payment = {
    amount: amountToPay(input.way.repayAmount, input.withholdingAmount) ?? 0,
    bankName: card?.bankName ?? '',
    cardId: input.cardId,
    cardNo: card?.cardNo ?? '',
    couponId: input.couponId ?? null,
    orderId: input.orderId,
    repayToken: input.way.repayToken,
    bankCode: card?.bankCode ?? '',
  };
  return input.sendMsg === 1
    ? { ...payment, sendMsg: 1 }
    : { ...payment, sendMsg: 0, idempotencyKey: input.key };
}
