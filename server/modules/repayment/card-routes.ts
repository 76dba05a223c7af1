import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { execute, queryAll, queryOne, type SandboxDb } from '../../lib/db';
import { okLegacy, SandboxError } from '../../lib/envelope';
import { foreignUrl } from '../../lib/foreign-origin';
import { requireBorrower, type SandboxContext } from '../../lib/module';
import { readParams, required, requiredInt } from '../../lib/params';
import {
  isPaid,
  markOrderPaid,
  newSmsCode,
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
} as const;

const REPEATED_MESSAGE = 'do not repeat the payment request';

const CardRow = v.object({
  id: v.number(),
  bank_name: v.string(),
  card_no: v.string(),
  bank_code: v.string(),
  needs_otp: v.number(),
  declines: v.number(),
});

const AttemptRow = v.object({
  id: v.number(),
  order_no: v.string(),
  card_id: v.number(),
  status: v.picklist(['pending', 'success', 'cancelled']),
  sms_code: v.string(),
});
type Attempt = v.InferOutput<typeof AttemptRow>;

function attemptByKey(db: SandboxDb, userId: string, key: string): Attempt | undefined {
  return queryOne(
    db,
    AttemptRow,
    `SELECT id, order_no, card_id, status, sms_code FROM repayment_attempts
      WHERE user_id = ? AND idempotency_key = ?`,
    userId,
    key,
  );
}

function sendSms(
  db: SandboxDb,
  log: (line: string) => void,
  attemptId: number,
  orderNo: string,
): void {
  const code = newSmsCode();
  execute(
    db,
    'UPDATE repayment_attempts SET sms_code = ?, sms_sent = sms_sent + 1 WHERE id = ?',
    code,
    attemptId,
  );
  log(`repayment SMS code for order ${orderNo} (record ${attemptId}): ${code}`);
}

/** Runs a counted call: every request is recorded with the code it was answered with. */
function counted<T>(db: SandboxDb, kind: string, orderNo: string, run: () => T): T {
  try {
    const result = run();
    recordCall(db, kind, orderNo, CARD_CODES.ok);
    return result;
  } catch (error) {
    recordCall(db, kind, orderNo, error instanceof SandboxError ? String(error.code) : '?');
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

  app.post(`${base}/repayment-commit`, async (request) => {
    const params = readParams(request);
    const orderNo = required(params, 'orderId');
    return counted(db, 'commit', orderNo, () => {
      const borrower = requireBorrower(db, request, CARD_CODES.failed);
      const order = requireOrder(db, borrower.user_id, orderNo, CARD_CODES.failed);
      const key = required(params, 'idempotencyKey');
      const sendMsg = requiredInt(params, 'sendMsg', 0, 1);
      const existing = attemptByKey(db, borrower.user_id, key);

      if (sendMsg === 1) {
        if (existing?.status === 'success' || isPaid(order))
          throw new SandboxError(CARD_CODES.repeated, REPEATED_MESSAGE);
        if (existing?.status !== 'pending' || existing.order_no !== orderNo)
          throw new SandboxError(
            CARD_CODES.noPendingPayment,
            'There is no payment waiting for a code. Please tap Pay again.',
          );
        sendSms(db, log, existing.id, orderNo);
        return okLegacy({ needValid: 1, repayRecordId: existing.id });
      }

      // A key is used once: pending, paid, or replaced by a later attempt, it is never accepted again.
      if (isPaid(order) || existing) throw new SandboxError(CARD_CODES.repeated, REPEATED_MESSAGE);
      const token = queryOne(
        db,
        v.object({ order_no: v.string() }),
        'SELECT order_no FROM repay_tokens WHERE token = ? AND user_id = ?',
        required(params, 'repayToken'),
        borrower.user_id,
      );
      if (token?.order_no !== orderNo)
        throw new SandboxError(
          CARD_CODES.tokenExpired,
          'Your payment session expired. Please reload the page.',
        );
      const card = queryOne(
        db,
        CardRow,
        'SELECT id, bank_name, card_no, bank_code, needs_otp, declines FROM bank_cards WHERE id = ? AND user_id = ?',
        requiredInt(params, 'cardId'),
        borrower.user_id,
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
      return startAttempt(db, log, borrower.user_id, order, card, key);
    });
  });

  app.post(`${base}/repayment-confirm`, async (request) => {
    const params = readParams(request);
    const orderNo = required(params, 'orderId');
    return counted(db, 'confirm', orderNo, () => {
      const borrower = requireBorrower(db, request, CARD_CODES.failed);
      const attempt = queryOne(
        db,
        AttemptRow,
        `SELECT id, order_no, card_id, status, sms_code FROM repayment_attempts
          WHERE id = ? AND user_id = ? AND order_no = ?`,
        requiredInt(params, 'repaymentRecordId'),
        borrower.user_id,
        orderNo,
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
      if (required(params, 'verifyCode') !== attempt.sms_code)
        throw new SandboxError(CARD_CODES.wrongCode, 'The verification code is incorrect.');
      execute(db, "UPDATE repayment_attempts SET status = 'success' WHERE id = ?", attempt.id);
      markOrderPaid(db, orderNo);
      return okLegacy({ repayRecordId: attempt.id });
    });
  });

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
) {
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
