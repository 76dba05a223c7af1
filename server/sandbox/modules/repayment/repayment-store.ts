import { randomBytes, randomInt } from 'node:crypto';
import * as v from 'valibot';
import { execute, queryOne, type SandboxDb } from '../../db';
import { SandboxError } from '../../envelope';
import { ORDER_WITH_PRODUCT_ENTRIES } from '../core/order-row';
import { formatMoney } from '../../../../src/lib/format/money';
import { manilaDay } from '../../manila-day';

/** Queries of the repayment sandbox over the shared `orders` table and its own tables. */
export const OrderRow = v.object({ ...ORDER_WITH_PRODUCT_ENTRIES, pay_code: v.string() });
export type Order = v.InferOutput<typeof OrderRow>;

export const PAID_STATUS = 200;
/** Statuses with money owed (SPEC.md section 9: the repay-button statuses). */
export const REPAYABLE_STATUSES: readonly number[] = [170, 174, 180];
/** The demo loan term: a rollover moves the due date by the same period. */
export const ROLLOVER_DAYS = 30;

/** An order with its product's name and logo: the columns of `OrderRow`. */
const ORDER_SELECT = `
  SELECT o.order_no, o.product_id, o.status, o.amount, o.repay_amount, o.delay_amount, o.is_delay,
         o.repay_date, o.pay_code, p.name AS product_name, p.logo AS product_logo
    FROM orders o JOIN products p ON p.id = o.product_id`;

export function findOrder(db: SandboxDb, userId: string, orderNo: string): Order | undefined {
  return queryOne(
    db,
    OrderRow,
    `${ORDER_SELECT} WHERE o.order_no = ? AND o.user_id = ?`,
    orderNo,
    userId,
  );
}

/** The borrower's order, or the business error `code` (new-style 1, repayment '01'…). */
export function requireOrder(
  db: SandboxDb,
  userId: string,
  orderNo: string,
  code: string | number,
): Order {
  const order = findOrder(db, userId, orderNo);
  if (!order) throw new SandboxError(code, 'Order not found.');
  return order;
}

export function isPaid(order: Order): boolean {
  return order.status === PAID_STATUS || order.repay_amount === 0;
}

/** A real state change: the order is settled (status 200, nothing owed). */
export function markOrderPaid(db: SandboxDb, orderNo: string): void {
  execute(
    db,
    `UPDATE orders SET status = ?, repay_amount = 0, delay_amount = 0, is_delay = 0,
            updated_at = datetime('now') WHERE order_no = ?`,
    PAID_STATUS,
    orderNo,
  );
}

/** A paid rollover fee moves the due date by one term; rollover is then used up. */
export function markRolloverPaid(db: SandboxDb, order: Order): void {
  execute(
    db,
    `UPDATE orders SET status = 170, repay_date = ?, delay_amount = 0, is_delay = 0,
            updated_at = datetime('now') WHERE order_no = ?`,
    addDays(order.repay_date, ROLLOVER_DAYS),
    order.order_no,
  );
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Today as the lender counts it: the day in Manila, not in UTC (between midnight and 8 am Manila
 * UTC is still on yesterday, and "Pay today" showed yesterday's date).
 */
export function todayIso(now: number = Date.now()): string {
  return manilaDay(now);
}

/** Amounts in the demo's detail rows, as the real API sends them: ready-made text (the app's helper). */
export function peso(hundredths: number): string {
  return formatMoney(hundredths);
}

export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newToken(prefix: string): string {
  return `${prefix}${randomBytes(8).toString('hex')}`;
}

/** Every commit, confirm and voucher request, refused or not: what the double-tap tests count. */
export function recordCall(db: SandboxDb, kind: string, orderNo: string, code: string): void {
  execute(
    db,
    'INSERT INTO repayment_calls (kind, order_no, code) VALUES (?, ?, ?)',
    kind,
    orderNo,
    code,
  );
}

/** Any borrower's order by number (sandbox pages act for whoever holds the voucher). */
export function findOrderByNo(db: SandboxDb, orderNo: string): Order | undefined {
  return queryOne(db, OrderRow, `${ORDER_SELECT} WHERE o.order_no = ?`, orderNo);
}
