import * as v from 'valibot';
import { LOAN_SERVICE } from './card-repayment';
import { defineEndpoint } from './endpoint';
import { MAX_PARAMETER_LENGTH, Optional, Required, WholeNumber } from './input';
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

/**
 * The header a payment's idempotency key travels in (the IETF httpapi Idempotency-Key draft,
 * Stripe's convention): an API that does not know it ignores it, where an unknown body field
 * would be the lender's to refuse (docs/decisions/repayment-idempotency-key-header.md).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A payment (sendMsg 0): the spec's fields, plus the idempotency key (sent as a header). */
const PayCommitInput = v.object({
  /** Hundredths. */
  amount: WholeNumber(),
  bankName: Optional,
  cardId: WholeNumber(),
  cardNo: Optional,
  /** The coupon, or null (sent as '' in a form body). */
  couponId: v.pipe(
    v.nullish(v.union([v.string(), v.number()]), ''),
    v.transform(String),
    v.trim(),
    v.maxLength(MAX_PARAMETER_LENGTH, `must be at most ${MAX_PARAMETER_LENGTH} characters`),
  ),
  orderId: Required,
  repayToken: Required,
  bankCode: Optional,
  sendMsg: sendMsgOf(0, '0'),
  /**
   * One key per payment attempt, kept across reloads: a repeat replays the first answer, the
   * same key with another payload is refused (docs/decisions/repayment-exactly-once.md). Sent as
   * the Idempotency-Key header; the sandbox still reads a body field from older clients.
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
  headers: { idempotencyKey: IDEMPOTENCY_KEY_HEADER },
});

type PayFields = Omit<v.InferInput<typeof PayCommitInput>, 'sendMsg' | 'idempotencyKey'>;

/**
 * A payment commit as the app sends it: the payment (sendMsg 0) with its key, or the resend
 * (sendMsg 1) of the same fields without one: the key names the payment, and a resend is
 * another request (the same key with another payload is a reused key to an API that honours it).
 */
export type CardCommitInput =
  CardPayment | (PayFields & { sendMsg: 1; idempotencyKey?: undefined });

/** The payment itself (sendMsg 0), with its key. */
export type CardPayment = PayFields & { sendMsg: 0; idempotencyKey: string };

export interface CommitCard {
  id: string | number;
  bankName: string;
  cardNo: string;
  bankCode: string;
}

/**
 * The payment of one attempt: the card chosen from repayment-way's list and the repay token it
 * gave. The one way the tests and the load script build it, in the order the spec lists fields.
 */
export function cardCommitInput(fields: {
  orderId: string;
  repayToken: string;
  amount: number;
  card: CommitCard;
  couponId?: string | null;
  idempotencyKey: string;
}): CardPayment {
  const { card } = fields;
  const payment: PayFields = {
    amount: fields.amount,
    bankName: card.bankName,
    cardId: card.id,
    cardNo: card.cardNo,
    couponId: fields.couponId ?? null,
    orderId: fields.orderId,
    repayToken: fields.repayToken,
    bankCode: card.bankCode,
  };
  return { ...payment, sendMsg: 0, idempotencyKey: fields.idempotencyKey };
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
