import type { CommitPayload } from '../api/repayment-commit';
import type { RepaymentWay } from '../api/repayment-way';
import { amountToPay } from './card-repayment-rules';

export interface CommitInput {
  way: RepaymentWay;
  cardId: string;
  /** 0 pays, 1 asks for the SMS code again (SPEC.md section 7). */
  sendMsg: 0 | 1;
  /** The attempt's key: the same for its commit and every resend. */
  key: string;
  orderId: string;
  withholdingAmount: string | undefined;
  couponId: string | undefined;
}

/** The repayment-commit body for one card of the repayment way. */
export function commitPayload(input: CommitInput): CommitPayload {
  const card = input.way.bankCards?.find((item) => item.id === input.cardId);
  return {
    amount: amountToPay(input.way.repayAmount, input.withholdingAmount) ?? 0,
    bankName: card?.bankName ?? '',
    cardId: input.cardId,
    cardNo: card?.cardNo ?? '',
    couponId: input.couponId ?? null,
    orderId: input.orderId,
    repayToken: input.way.repayToken,
    bankCode: card?.bankCode ?? '',
    sendMsg: input.sendMsg,
    idempotencyKey: input.key,
  };
}
