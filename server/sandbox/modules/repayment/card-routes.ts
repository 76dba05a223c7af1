import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { repaymentCommit, repaymentConfirm } from '../../../../src/contract/card-payment';
import { repaymentHuichao, repaymentWay } from '../../../../src/contract/card-repayment';
import type { ParsedInputOf } from '../../../../src/contract/endpoint';
import { contractRoute, type ContractAnswer } from '../../contract-route';
import { execute, queryOne, type SandboxDb } from '../../db';
import { okLegacy, SandboxError, type Envelope } from '../../envelope';
import { foreignUrl } from '../../../lib/foreign-origin';
import { requireBorrower, type SandboxContext } from '../../module';
import { payingCard, payingCards, type CardRow } from '../core/bank-cards';
import { SMS_CODE_EXPIRED, SMS_CODE_SPENT } from '../../sms-code-check';
import {
  attemptById,
  checkCode,
  commitFingerprint,
  findReplay,
  pendingAttempt,
  sendSms,
  storeReplay,
} from './card-attempts';
import {
  isPaid,
  markOrderPaid,
  newToken,
  recordCall,
  requireOrder,
  type Order,
} from './repayment-store';

/** Repayment codes of SPEC.md section 8, and the sandbox's own refusals. */
export const CARD_CODES = {
  ok: '00',
  failed: '01',
  tokenExpired: '800002',
  amountMismatch: '800003',
  noPendingPayment: '800004',
  repeated: '800005',
  wrongCode: '800006',
  declined: '800008',
  // Sandbox extensions (docs/decisions/repayment-exactly-once.md): the spec names no code for these.
  codeSpent: '800010',
  codeExpired: '800011',
  keyReused: 422,
} as const;

const REPEATED_MESSAGE = 'do not repeat the payment request';
const KEY_REUSED_MESSAGE =
  'This payment request key was already used for a different payment. Please start a new payment.';

type CommitAnswer = ContractAnswer<typeof repaymentCommit>;
/** A payment commit (sendMsg 0), as the contract parsed it. */
type PayCommit = Extract<ParsedInputOf<typeof repaymentCommit>, { sendMsg: 0 }>;

/** Runs a counted call: every request is recorded with the code it was answered with. */
function counted<A extends Envelope>(
  db: SandboxDb,
  kind: string,
  orderNo: string,
  run: () => A,
): A {
  try {
    const answer = run();
    recordCall(db, kind, orderNo, String(answer.code));
    return answer;
  } catch (error) {
    recordCall(db, kind, orderNo, error instanceof SandboxError ? String(error.code) : '?');
    throw error;
  }
}

/** A business answer (HTTP 200) as an envelope, so it can be stored and replayed as it was. */
function answerOf(run: () => CommitAnswer): CommitAnswer {
  try {
    return run();
  } catch (error) {
    if (error instanceof SandboxError && error.httpStatus === 200)
      return { code: error.code, message: error.message };
    throw error;
  }
}

/** A stored answer, checked against the contract; replayed exactly as it was first sent. */
function replayedAnswer(answer: Envelope): CommitAnswer {
  const { code, message, data } = answer;
  if (data === undefined || data === null) return { code, message };
  if (!v.is(repaymentCommit.output, data))
    throw new Error('A stored commit answer does not match the contract.');
  return { code, message, data };
}

/** Card repayment (form style, success '00'): card list, commit, SMS confirm, online payment. */
export function registerCardRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db, provider, log, foreignOrigin } = ctx;

  contractRoute(app, provider, repaymentWay, async ({ orderId }, request) => {
    const borrower = requireBorrower(db, request, CARD_CODES.failed);
    const order = requireOrder(db, borrower.user_id, orderId, CARD_CODES.failed);
    if (isPaid(order))
      throw new SandboxError(CARD_CODES.failed, 'This loan has already been repaid.');
    const repayToken = newToken('RT');
    execute(
      db,
      'INSERT INTO repay_tokens (token, order_no, user_id) VALUES (?, ?, ?)',
      repayToken,
      order.order_no,
      borrower.user_id,
    );
    // The borrower's one list of cards, the bank account screen's newest included.
    const cards = payingCards(db, borrower.user_id);
    return okLegacy({
      alipay: 1,
      repayToken,
      // Sandbox extension: the amount owed, used when the link carries no withholdingAmount.
      repayAmount: order.repay_amount,
      bankCards: cards.map((card) => ({
        id: card.id,
        bankName: card.bank_name,
        cardNo: card.card_no,
        bankCode: card.bank_code,
      })),
    });
  });

  /**
   * sendMsg 0 pays. A repeated idempotency key replays the answer it first got (same payload)
   * or is refused (another payload): the request may have been retried after a lost answer.
   */
  function commit(userId: string, params: PayCommit): CommitAnswer {
    const key = params.idempotencyKey;
    const fingerprint = commitFingerprint(params);
    return db.transaction(() => {
      const replay = findReplay(db, userId, key);
      if (replay) {
        if (replay.fingerprint !== fingerprint)
          throw new SandboxError(CARD_CODES.keyReused, KEY_REUSED_MESSAGE, 422);
        return replayedAnswer(replay.answer);
      }
      const answer = answerOf(() => firstCommit(userId, params, key));
      storeReplay(db, userId, key, fingerprint, answer);
      return answer;
    })();
  }

  function firstCommit(userId: string, params: PayCommit, key: string): CommitAnswer {
    const order = requireOrder(db, userId, params.orderId, CARD_CODES.failed);
    if (isPaid(order)) throw new SandboxError(CARD_CODES.repeated, REPEATED_MESSAGE);
    const token = queryOne(
      db,
      v.object({ order_no: v.string() }),
      'SELECT order_no FROM repay_tokens WHERE token = ? AND user_id = ?',
      params.repayToken,
      userId,
    );
    if (token?.order_no !== order.order_no)
      throw new SandboxError(
        CARD_CODES.tokenExpired,
        'Your payment session expired. Please reload the page.',
      );
    const card = payingCard(db, userId, params.cardId);
    if (!card)
      throw new SandboxError(CARD_CODES.failed, 'This bank card is not bound to your account.');
    if (params.amount !== order.repay_amount)
      throw new SandboxError(
        CARD_CODES.amountMismatch,
        'The amount does not match the amount due.',
      );
    if (card.declines === 1)
      throw new SandboxError(
        CARD_CODES.declined,
        'The bank declined this card: insufficient balance. Please use another card.',
      );
    return startAttempt(db, log, userId, order, card, key);
  }

  /** sendMsg 1: a new code for the order's payment that waits for one, found by order. */
  function resend(userId: string, orderNo: string): CommitAnswer {
    const order = requireOrder(db, userId, orderNo, CARD_CODES.failed);
    if (isPaid(order)) throw new SandboxError(CARD_CODES.repeated, REPEATED_MESSAGE);
    const pending = pendingAttempt(db, userId, orderNo);
    if (!pending)
      throw new SandboxError(
        CARD_CODES.noPendingPayment,
        'There is no payment waiting for a code. Please tap Pay again.',
      );
    sendSms(db, log, pending.id, orderNo);
    return okLegacy({ needValid: 1, repayRecordId: pending.id });
  }

  // The session first: a call without one is refused before anything is recorded (the
  // contract has already bounded every field: docs/decisions/sandbox-checks-before-writes.md).
  contractRoute(app, provider, repaymentCommit, async (params, request) => {
    const borrower = requireBorrower(db, request, CARD_CODES.failed);
    return counted(db, 'commit', params.orderId, () =>
      params.sendMsg === 1
        ? resend(borrower.user_id, params.orderId)
        : commit(borrower.user_id, params),
    );
  });

  contractRoute(
    app,
    provider,
    repaymentConfirm,
    async ({ orderId, verifyCode, repaymentRecordId }, request) => {
      const borrower = requireBorrower(db, request, CARD_CODES.failed);
      return counted(db, 'confirm', orderId, () => {
        const attempt = attemptById(db, borrower.user_id, orderId, repaymentRecordId);
        if (!attempt)
          throw new SandboxError(
            CARD_CODES.noPendingPayment,
            'Payment request not found. Please tap Pay again.',
          );
        if (attempt.status === 'success')
          throw new SandboxError(CARD_CODES.repeated, REPEATED_MESSAGE);
        if (attempt.status !== 'pending')
          throw new SandboxError(
            CARD_CODES.noPendingPayment,
            'This payment request has expired. Please tap Pay again.',
          );
        const check = checkCode(db, attempt.id, verifyCode);
        if (check === 'spent') throw new SandboxError(CARD_CODES.codeSpent, SMS_CODE_SPENT);
        if (check === 'expired') throw new SandboxError(CARD_CODES.codeExpired, SMS_CODE_EXPIRED);
        if (check === 'wrong')
          throw new SandboxError(CARD_CODES.wrongCode, 'The verification code is incorrect.');
        execute(db, "UPDATE repayment_attempts SET status = 'success' WHERE id = ?", attempt.id);
        markOrderPaid(db, orderId);
        return okLegacy({ repayRecordId: attempt.id });
      });
    },
  );

  contractRoute(app, provider, repaymentHuichao, async ({ orderId, amount }, request) => {
    const borrower = requireBorrower(db, request, CARD_CODES.failed);
    const order = requireOrder(db, borrower.user_id, orderId, CARD_CODES.failed);
    if (isPaid(order))
      throw new SandboxError(CARD_CODES.failed, 'This loan has already been repaid.');
    if (amount !== order.repay_amount)
      throw new SandboxError(
        CARD_CODES.amountMismatch,
        'The amount does not match the amount due.',
      );
    const id = newToken('V');
    execute(
      db,
      `INSERT INTO vouchers (id, order_no, kind, amount, channel_number, reference)
       VALUES (?, ?, 'online', ?, 'online', ?)`,
      id,
      order.order_no,
      amount,
      order.pay_code,
    );
    return okLegacy({ url: foreignUrl(foreignOrigin, `/pay/${id}`) });
  });
}

function startAttempt(
  db: SandboxDb,
  log: (line: string) => void,
  userId: string,
  order: Order,
  card: CardRow,
  key: string,
): CommitAnswer {
  // One pending payment per loan: a new attempt (another card, say) replaces the old one.
  execute(
    db,
    "UPDATE repayment_attempts SET status = 'cancelled' WHERE order_no = ? AND status = 'pending'",
    order.order_no,
  );
  const needsOtp = card.needs_otp === 1;
  const { lastInsertRowid: id } = execute(
    db,
    `INSERT INTO repayment_attempts (idempotency_key, user_id, order_no, card_id, amount, status)
     VALUES (?, ?, ?, ?, ?, ?)`,
    key,
    userId,
    order.order_no,
    card.id,
    order.repay_amount,
    needsOtp ? 'pending' : 'success',
  );
  if (needsOtp) {
    sendSms(db, log, id, order.order_no);
    return okLegacy({ needValid: 1, repayRecordId: id });
  }
  markOrderPaid(db, order.order_no);
  return okLegacy({ needValid: 0, repayRecordId: id });
}
