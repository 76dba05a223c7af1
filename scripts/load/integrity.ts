import * as v from 'valibot';
import { openDatabase, queryAll, type SandboxDb } from '../../server/sandbox/db';

const OrderState = v.object({
  order_no: v.string(),
  status: v.number(),
  repay_amount: v.number(),
  delay_amount: v.number(),
  repay_date: v.string(),
});
export type OrderState = v.InferOutput<typeof OrderState>;

const AttemptCount = v.object({ order_no: v.string(), status: v.string(), n: v.number() });
const CallCount = v.object({ kind: v.string(), code: v.string(), n: v.number() });

export function orderStates(db: SandboxDb): Map<string, OrderState> {
  const rows = queryAll(
    db,
    OrderState,
    'SELECT order_no, status, repay_amount, delay_amount, repay_date FROM orders ORDER BY order_no',
  );
  return new Map(rows.map((row) => [row.order_no, row]));
}

/** What the data must look like after the load run. */
export interface Expectations {
  /** Orders that must now be settled (status 200, nothing owed). */
  paid: readonly string[];
  /** Per order: attempt rows by status, e.g. { success: 1, cancelled: 50 }. */
  attempts: Record<string, Record<string, number>>;
  /** SMS codes sent per order: a replayed commit sends none. */
  smsSent: Record<string, number>;
  /** Calls the sandbox must have recorded, by kind and code: 'commit 00' → 3. */
  calls: Record<string, number>;
  /** Every order as it was before the run; orders not in `paid` must be unchanged. */
  before: Map<string, OrderState>;
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Opens the data file afresh (after the server has closed it) and checks SQLite's own
 * integrity, foreign keys, the attempt rows, the call log and every order row.
 */
export function checkDataFile(file: string, expected: Expectations): Check[] {
  const db = openDatabase(file);
  try {
    const checks: Check[] = [];
    const integrity = db.prepare('PRAGMA integrity_check').all();
    checks.push({
      name: 'PRAGMA integrity_check',
      ok: same(integrity, [{ integrity_check: 'ok' }]),
      detail: JSON.stringify(integrity),
    });
    const foreign = db.prepare('PRAGMA foreign_key_check').all();
    checks.push({
      name: 'PRAGMA foreign_key_check',
      ok: foreign.length === 0,
      detail: `${foreign.length} violations`,
    });

    const attempts: Record<string, Record<string, number>> = {};
    for (const row of queryAll(
      db,
      AttemptCount,
      'SELECT order_no, status, COUNT(*) AS n FROM repayment_attempts GROUP BY order_no, status',
    )) {
      attempts[row.order_no] = { ...attempts[row.order_no], [row.status]: row.n };
    }
    for (const [orderNo, want] of Object.entries(expected.attempts)) {
      const got = attempts[orderNo] ?? {};
      checks.push({
        name: `attempt rows of ${orderNo}`,
        ok: same(Object.entries(got).sort(), Object.entries(want).sort()),
        detail: JSON.stringify(got),
      });
    }
    const pendingPerOrder = queryAll(
      db,
      v.object({ order_no: v.string(), n: v.number() }),
      "SELECT order_no, COUNT(*) AS n FROM repayment_attempts WHERE status = 'pending' GROUP BY order_no HAVING n > 1",
    );
    checks.push({
      name: 'at most one pending attempt per loan',
      ok: pendingPerOrder.length === 0,
      detail: JSON.stringify(pendingPerOrder),
    });

    for (const [orderNo, want] of Object.entries(expected.smsSent)) {
      const got = queryAll(
        db,
        v.object({ n: v.nullable(v.number()) }),
        'SELECT SUM(sms_sent) AS n FROM repayment_attempts WHERE order_no = ?',
        orderNo,
      )[0]?.n;
      checks.push({
        name: `SMS codes sent for ${orderNo}`,
        ok: (got ?? 0) === want,
        detail: String(got ?? 0),
      });
    }

    const calls: Record<string, number> = {};
    for (const row of queryAll(
      db,
      CallCount,
      'SELECT kind, code, COUNT(*) AS n FROM repayment_calls GROUP BY kind, code',
    )) {
      calls[`${row.kind} ${row.code}`] = row.n;
    }
    checks.push({
      name: 'every commit and confirm recorded once',
      ok: same(Object.entries(calls).sort(), Object.entries(expected.calls).sort()),
      detail: JSON.stringify(calls),
    });

    const after = orderStates(db);
    for (const [orderNo, before] of expected.before) {
      const now = after.get(orderNo);
      const paid = expected.paid.includes(orderNo);
      const ok = paid
        ? now?.status === 200 && now.repay_amount === 0 && now.repay_date === before.repay_date
        : same(now, before);
      checks.push({
        name: `order ${orderNo} ${paid ? 'settled once' : 'unchanged'}`,
        ok,
        detail: JSON.stringify(now ?? null),
      });
    }
    checks.push({
      name: 'no order rows added or lost',
      ok: after.size === expected.before.size,
      detail: `${after.size} orders`,
    });
    return checks;
  } finally {
    db.close();
  }
}
