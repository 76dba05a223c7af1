import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { execute, queryOne, type SandboxDb } from '../../db';
import type { Envelope } from '../../envelope';
import { checkSmsCode, type SmsCodeCheck } from '../../sms-code-check';
import { newSmsCode } from './repayment-store';

const AttemptRow = v.object({
  id: v.number(),
  order_no: v.string(),
  card_id: v.number(),
  status: v.picklist(['pending', 'success', 'cancelled']),
});
export type Attempt = v.InferOutput<typeof AttemptRow>;

const ATTEMPT_COLUMNS = 'id, order_no, card_id, status';

export function attemptById(
  db: SandboxDb,
  userId: string,
  orderNo: string,
  id: number,
): Attempt | undefined {
  return queryOne(
    db,
    AttemptRow,
    `SELECT ${ATTEMPT_COLUMNS} FROM repayment_attempts WHERE id = ? AND user_id = ? AND order_no = ?`,
    id,
    userId,
    orderNo,
  );
}

/** The payment of an order that waits for its SMS code (at most one: a new one cancels it). */
export function pendingAttempt(
  db: SandboxDb,
  userId: string,
  orderNo: string,
): Attempt | undefined {
  return queryOne(
    db,
    AttemptRow,
    `SELECT ${ATTEMPT_COLUMNS} FROM repayment_attempts
      WHERE user_id = ? AND order_no = ? AND status = 'pending' ORDER BY id DESC LIMIT 1`,
    userId,
    orderNo,
  );
}

/** A fresh code for the attempt: the old one stops working and the tries start again. */
export function sendSms(
  db: SandboxDb,
  log: (line: string) => void,
  attemptId: number,
  orderNo: string,
  now: number = Date.now(),
): void {
  const code = newSmsCode();
  execute(
    db,
    `INSERT INTO repayment_codes (attempt_id, code, sent_at, wrong_tries) VALUES (?, ?, ?, 0)
     ON CONFLICT(attempt_id) DO UPDATE SET code = excluded.code, sent_at = excluded.sent_at, wrong_tries = 0`,
    attemptId,
    code,
    now,
  );
  execute(db, 'UPDATE repayment_attempts SET sms_sent = sms_sent + 1 WHERE id = ?', attemptId);
  log(`repayment SMS code for order ${orderNo} (record ${attemptId}): ${code}`);
}

const CodeRow = v.object({ code: v.string(), sent_at: v.number(), wrong_tries: v.number() });

/**
 * Checks a code against the attempt's latest one by the shared rule (5 minutes, 5 wrong tries;
 * server/sandbox/sms-code-check.ts) and counts a wrong try; a resend issues a new code.
 */
export function checkCode(
  db: SandboxDb,
  attemptId: number,
  given: string,
  now: number = Date.now(),
): SmsCodeCheck {
  const row = queryOne(
    db,
    CodeRow,
    'SELECT code, sent_at, wrong_tries FROM repayment_codes WHERE attempt_id = ?',
    attemptId,
  );
  if (!row) return 'spent';
  const check = checkSmsCode(
    { code: row.code, sentAt: row.sent_at, wrongTries: row.wrong_tries },
    given,
    now,
  );
  if (check === 'wrong')
    execute(
      db,
      'UPDATE repayment_codes SET wrong_tries = wrong_tries + 1 WHERE attempt_id = ?',
      attemptId,
    );
  return check;
}

/** The fields that make a commit what it is; a replay must repeat every one of them. */
const COMMIT_FIELDS = [
  'amount',
  'bankCode',
  'bankName',
  'cardId',
  'cardNo',
  'couponId',
  'orderId',
  'repayToken',
  'sendMsg',
] as const;

/** Over the parsed values, so the same payment sent as a form or as JSON is the same payment. */
export function commitFingerprint(
  commit: Readonly<Record<(typeof COMMIT_FIELDS)[number], string | number>>,
): string {
  const fields = COMMIT_FIELDS.map((name) => [name, String(commit[name])]);
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

const ReplayRow = v.object({ request_hash: v.string(), answer: v.string() });
const StoredAnswer = v.object({
  code: v.union([v.string(), v.number()]),
  message: v.string(),
  data: v.optional(v.unknown()),
});

export interface Replay {
  fingerprint: string;
  answer: Envelope;
}

/** The answer first given to this borrower's idempotency key, if any. */
export function findReplay(db: SandboxDb, userId: string, key: string): Replay | undefined {
  const row = queryOne(
    db,
    ReplayRow,
    'SELECT request_hash, answer FROM repayment_replays WHERE user_id = ? AND idempotency_key = ?',
    userId,
    key,
  );
  if (!row) return undefined;
  return { fingerprint: row.request_hash, answer: v.parse(StoredAnswer, JSON.parse(row.answer)) };
}

export function storeReplay(
  db: SandboxDb,
  userId: string,
  key: string,
  fingerprint: string,
  answer: Envelope,
): void {
  execute(
    db,
    `INSERT INTO repayment_replays (user_id, idempotency_key, request_hash, answer)
     VALUES (?, ?, ?, ?)`,
    userId,
    key,
    fingerprint,
    JSON.stringify(answer),
  );
}
