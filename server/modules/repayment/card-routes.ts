import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { execute, queryAll, queryOne, type SandboxDb } from '../../lib/db';
import { okLegacy, SandboxError, type Envelope } from '../../lib/envelope';
import { foreignUrl } from '../../lib/foreign-origin';
import { requireBorrower, type SandboxContext } from '../../lib/module';
import { readParams, required, requiredInt } from '../../lib/params';
import { commitRateLimit, routeRateLimit } from '../../lib/rate-limits';
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
const CODE_SPENT_MESSAGE = "Too many wrong codes. Tap 'get verification code' for a new one.";
const CODE_EXPIRED_MESSAGE =
  "This verification code has expired. Tap 'get verification code' for a new one.";

const CardRow = v.object({
  id: v.number(),
  bank_name: v.string(),
  card_no: v.string(),
  bank_code: v.string(),
  needs_otp: v.number(),
  declines: v.number(),
});

/** Runs a counted call: every request is recorded with the code it was answered with. */
function counted(db: SandboxDb, kind: string, orderNo: string, run: () => Envelope): Envelope {
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
function answerOf(run: () => Envelope): Envelope {
  try {
    return run();
  } catch (error) {
    if (error instanceof SandboxError && error.httpStatus === 200)
      return { code: error.code, message: error.message };
    throw error;
  }
}

/** Card repayment (form style, success '00'): card list, commit, SMS confirm, online payment. */
export function registerCardRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db, provider, log, foreignOrigin } = ctx;
  const base = `/api/v1/${provider}/service/loan`;

  app.post(`${base}/repayment-way`, async (request) => {
    const borrower = requireBorrower(db, request, CARD_CODES.failed);
    const params = readParams(request);
    const order = requireOrder(db, borrower.user_id, required(params, 'orderId'), '01');
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
    const cards = queryAll(
      db,
      CardRow,
      'SELECT id, bank_name, card_no, bank_code, needs_otp, declines FROM bank_cards WHERE user_id = ? ORDER BY id',
      borrower.user_id,
    );
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
  function commit(userId: string, params: Record<string, string>): Envelope {
    const key = required(params, 'idempotencyKey');
    const fingerprint = commitFingerprint(params);
    return db.transaction(() => {
      const replay = findReplay(db, userId, key);
      if (replay) {
        if (replay.fingerprint !== fingerprint)
          throw new SandboxError(CARD_CODES.keyReused, KEY_REUSED_MESSAGE, 422);
        return replay.answer;
      }
      const answer = answerOf(() => firstCommit(userId, params, key));
      storeReplay(db, userId, key, fingerprint, answer);
      return answer;
    })();
  }

  function firstCommit(userId: string, params: Record<string, string>, key: string): Envelope {
    const order = requireOrder(db, userId, required(params, 'orderId'), CARD_CODES.failed);
    if (isPaid(order)) throw new SandboxError(CARD_CODES.repeated, REPEATED_MESSAGE);
    const token = queryOne(
      db,
      v.object({ order_no: v.string() }),
      'SELECT order_no FROM repay_tokens WHERE token = ? AND user_id = ?',
      required(params, 'repayToken'),
      userId,
    );
    if (token?.order_no !== order.order_no)
      throw new SandboxError(
        CARD_CODES.tokenExpired,
        'Your payment session expired. Please reload the page.',
      );
    const card = queryOne(
      db,
      CardRow,
      'SELECT id, bank_name, card_no, bank_code, needs_otp, declines FROM bank_cards WHERE id = ? AND user_id = ?',
      requiredInt(params, 'cardId'),
      userId,
    );
    if (!card)
      throw new SandboxError(CARD_CODES.failed, 'This bank card is not bound to your account.');
    if (requiredInt(params, 'amount') !== order.repay_amount)
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
  function resend(userId: string, orderNo: string): Envelope {
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

  app.post(`${base}/repayment-commit`, { config: commitRateLimit() }, async (request) => {
    const params = readParams(request);
    const orderNo = required(params, 'orderId');
    return counted(db, 'commit', orderNo, () => {
      const borrower = requireBorrower(db, request, CARD_CODES.failed);
      const sendMsg = requiredInt(params, 'sendMsg', 0, 1);
      return sendMsg === 1 ? resend(borrower.user_id, orderNo) : commit(borrower.user_id, params);
    });
  });

  app.post(
    `${base}/repayment-confirm`,
    { config: routeRateLimit('confirm', 'borrower') },
    async (request) => {
      const params = readParams(request);
      const orderNo = required(params, 'orderId');
      return counted(db, 'confirm', orderNo, () => {
        const borrower = requireBorrower(db, request, CARD_CODES.failed);
        const attempt = attemptById(
          db,
          borrower.user_id,
          orderNo,
          requiredInt(params, 'repaymentRecordId'),
        );
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
        const check = checkCode(db, attempt.id, required(params, 'verifyCode'));
        if (check === 'spent') throw new SandboxError(CARD_CODES.codeSpent, CODE_SPENT_MESSAGE);
        if (check === 'expired')
          throw new SandboxError(CARD_CODES.codeExpired, CODE_EXPIRED_MESSAGE);
        if (check === 'wrong')
          throw new SandboxError(CARD_CODES.wrongCode, 'The verification code is incorrect.');
        execute(db, "UPDATE repayment_attempts SET status = 'success' WHERE id = ?", attempt.id);
        markOrderPaid(db, orderNo);
        return okLegacy({ repayRecordId: attempt.id });
      });
    },
  );

  app.post(`${base}/repayment-huichao`, async (request) => {
    const borrower = requireBorrower(db, request, CARD_CODES.failed);
    const params = readParams(request);
    required(params, 'userId');
    const order = requireOrder(db, borrower.user_id, required(params, 'orderId'), '01');
    if (isPaid(order))
      throw new SandboxError(CARD_CODES.failed, 'This loan has already been repaid.');
    const amount = requiredInt(params, 'amount', 1);
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
  card: v.InferOutput<typeof CardRow>,
  key: string,
): Envelope {
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
