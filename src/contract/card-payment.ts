import * as v from 'valibot';
import { LOAN_SERVICE } from './card-repayment';
import { defineEndpoint } from './endpoint';
import { Optional, Required, WholeNumber } from './input';
import { Id, NumberLike } from './primitives';

/**
 * The money calls of a card repayment (SPEC.md section 7), apart from the repayment way the
 * screen shows first (card-repayment.ts): the app loads them with the Pay step.
 */

/** sendMsg: 0 pays; 1 asks for the SMS code again. Text or a number, like every input. */
function sendMsgOf<N extends 0 | 1, T extends `${N}`>(value: N, text: T) {
  return v.pipe(
    v.union([v.literal(value), v.literal(text)]),
    v.transform((): N => value),
  );
}

/** A payment (sendMsg 0): the spec's fields, plus the sandbox's idempotency key. */
const PayCommitInput = v.object({
  /** Hundredths. */
  amount: WholeNumber(),
  bankName: Optional,
  cardId: WholeNumber(),
  cardNo: Optional,
  /** The coupon, or null (sent as '' in a form body). */
  couponId: v.pipe(v.nullish(v.union([v.string(), v.number()]), ''), v.transform(String), v.trim()),
  orderId: Required,
  repayToken: Required,
  bankCode: Optional,
  sendMsg: sendMsgOf(0, '0'),
  /**
   * One key per payment attempt, kept across reloads: a repeat replays the first answer, the
   * same key with another payload is refused (docs/decisions/repayment-exactly-once.md).
   */
  idempotencyKey: Required,
});

/**
 * A resend (sendMsg 1): the lender finds the payment that waits for a code by the order. The app
 * sends the whole payment again; only these two fields count.
 */
const ResendCommitInput = v.object({ orderId: Required, sendMsg: sendMsgOf(1, '1') });

/** repayment-commit: pay with a card (sendMsg 0) or send the SMS code again (sendMsg 1). */
export const repaymentCommit = defineEndpoint({
  path: `${LOAN_SERVICE}/repayment-commit`,
  method: 'POST',
  style: 'form',
  success: 'double-zero',
  input: v.variant('sendMsg', [PayCommitInput, ResendCommitInput], 'must be 0 or 1'),
  output: v.object({ needValid: NumberLike, repayRecordId: Id }),
});

/** A payment commit as the app sends it (also for a resend, with sendMsg 1). */
export type CardCommitInput = Omit<v.InferInput<typeof PayCommitInput>, 'sendMsg'> & {
  sendMsg: 0 | 1;
};

export interface CommitCard {
  id: string | number;
  bankName: string;
  cardNo: string;
  bankCode: string;
}

/**
 * The commit of one attempt: the card chosen from repayment-way's list and the repay token it
 * gave. The one way the tests and the load script build it, in the order the spec lists fields.
 */
export function cardCommitInput(fields: {
  orderId: string;
  repayToken: string;
  amount: number;
  card: CommitCard;
  couponId?: string | null;
  idempotencyKey: string;
  sendMsg?: 0 | 1;
}): CardCommitInput {
  const { card } = fields;
  return {
    amount: fields.amount,
    bankName: card.bankName,
    cardId: card.id,
    cardNo: card.cardNo,
    couponId: fields.couponId ?? null,
    orderId: fields.orderId,
    repayToken: fields.repayToken,
    bankCode: card.bankCode,
    sendMsg: fields.sendMsg ?? 0,
    idempotencyKey: fields.idempotencyKey,
  };
}

/**
 * repayment-confirm: the SMS code of a payment. The spec gives only its codes ('00', '800006',
 * '800005'); the app reads nothing from `data`, so any `data` is accepted.
 */
export const repaymentConfirm = defineEndpoint({
  path: `${LOAN_SERVICE}/repayment-confirm`,
  method: 'POST',
  style: 'form',
  success: 'double-zero',
  input: v.object({ orderId: Required, verifyCode: Required, repaymentRecordId: WholeNumber() }),
  output: v.unknown(),
});
