import * as v from 'valibot';
import { queryOne, type SandboxDb } from '../../db';
import { DEMO_CHANNELS } from './demo-repayment-data';
import { findOrderByNo, markOrderPaid, markRolloverPaid } from './repayment-store';

const VoucherRow = v.object({
  id: v.string(),
  order_no: v.string(),
  kind: v.string(),
  amount: v.number(),
  channel_number: v.string(),
  reference: v.string(),
  paid: v.number(),
});

/** A payment request the gateway page shows: what to pay, where, and whether it is paid. */
export interface Voucher {
  id: string;
  orderNo: string;
  /** The order's product, for the gateway's link back to the order in the app. */
  productId: string;
  channel: string;
  reference: string;
  amount: number;
  paid: boolean;
}

export function findVoucher(db: SandboxDb, id: string): Voucher | undefined {
  const row = queryOne(
    db,
    VoucherRow,
    'SELECT id, order_no, kind, amount, channel_number, reference, paid FROM vouchers WHERE id = ?',
    id,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    orderNo: row.order_no,
    productId: findOrderByNo(db, row.order_no)?.product_id ?? '',
    channel:
      DEMO_CHANNELS.find((item) => item.channelNumber === row.channel_number)?.name ??
      'Online payment',
    reference: row.reference,
    amount: row.amount,
    paid: row.paid === 1,
  };
}

/**
 * What the gateway's payment notification does at the lender: the voucher is paid, the order
 * settled (or, for a rollover fee, its due date moved). Paying twice changes nothing.
 */
export function settleVoucher(db: SandboxDb, id: string): void {
  db.transaction(() => {
    const row = queryOne(
      db,
      VoucherRow,
      'SELECT id, order_no, kind, amount, channel_number, reference, paid FROM vouchers WHERE id = ?',
      id,
    );
    const order = row ? findOrderByNo(db, row.order_no) : undefined;
    if (!row || row.paid === 1 || !order) return;
    db.prepare('UPDATE vouchers SET paid = 1 WHERE id = ?').run(row.id);
    if (row.kind === 'rollover') markRolloverPaid(db, order);
    else markOrderPaid(db, order.order_no);
  })();
}
