import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { queryAll, queryOne } from '../../db';
import { ok } from '../../envelope';
import type { SandboxContext } from '../../module';
import { readParams } from '../../params';
import { hookNotFound, sandboxHook } from '../../sandbox-hook';
import { findOrder } from './repayment-store';

const CountRow = v.object({ kind: v.string(), total: v.number() });

/** Sandbox-only reads for tests and demos: how often each repayment call was made. */
export function registerSandboxRoutes(app: FastifyInstance, { db }: SandboxContext): void {
  // Only for an order of the session's borrower: another borrower's order is "not found".
  sandboxHook(app, db, 'GET', '/sandbox/repayment-counts', (borrower, request) => {
    const order = findOrder(db, borrower.user_id, readParams(request).orderId ?? '');
    if (!order) throw hookNotFound('Order not found.');
    const orderNo = order.order_no;
    const counts: Record<string, number> = { commit: 0, confirm: 0, voucher: 0 };
    for (const row of queryAll(
      db,
      CountRow,
      'SELECT kind, COUNT(*) AS total FROM repayment_calls WHERE order_no = ? GROUP BY kind',
      orderNo,
    ))
      counts[row.kind] = row.total;
    const vouchers = queryOne(
      db,
      v.object({ total: v.number() }),
      'SELECT COUNT(*) AS total FROM vouchers WHERE order_no = ?',
      orderNo,
    );
    const sms = queryOne(
      db,
      v.object({ total: v.nullable(v.number()) }),
      'SELECT SUM(sms_sent) AS total FROM repayment_attempts WHERE order_no = ?',
      orderNo,
    );
    // Money that moved: card payments that succeeded plus vouchers paid at the counter.
    const debits = queryOne(
      db,
      v.object({ total: v.number() }),
      `SELECT (SELECT COUNT(*) FROM repayment_attempts WHERE order_no = ? AND status = 'success')
            + (SELECT COUNT(*) FROM vouchers WHERE order_no = ? AND paid = 1) AS total`,
      orderNo,
      orderNo,
    );
    return ok({
      debits: debits?.total ?? 0,
      commitRequests: counts.commit,
      confirmRequests: counts.confirm,
      voucherRequests: counts.voucher,
      vouchers: vouchers?.total ?? 0,
      smsSent: sms?.total ?? 0,
    });
  });
}
