import type { FastifyInstance, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import * as v from 'valibot';
import { queryAll, queryOne } from '../../lib/db';
import { ok } from '../../lib/envelope';
import type { SandboxContext } from '../../lib/module';
import { readParams } from '../../lib/params';
import { DEMO_CHANNELS } from './demo-repayment-data';
import { findOrderByNo, markOrderPaid, markRolloverPaid, peso } from './repayment-store';

const VoucherRow = v.object({
  id: v.string(),
  order_no: v.string(),
  kind: v.string(),
  amount: v.number(),
  channel_number: v.string(),
  reference: v.string(),
  paid: v.number(),
});

const CountRow = v.object({ kind: v.string(), total: v.number() });

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<link rel="icon" href="/favicon.svg"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

/**
 * Sandbox-only pages and reads: the payment page a voucher's payUrl opens (with a button that
 * simulates paying at the counter), QR images for /repaymentOfCode type 2, and call counts.
 */
export function registerSandboxRoutes(app: FastifyInstance, { db }: SandboxContext): void {
  const voucher = (id: string) =>
    queryOne(
      db,
      VoucherRow,
      'SELECT id, order_no, kind, amount, channel_number, reference, paid FROM vouchers WHERE id = ?',
      id,
    );

  app.get('/sandbox/pay/:voucherId', async (request, reply) => {
    const { voucherId } = v.parse(v.object({ voucherId: v.string() }), request.params);
    const found = voucher(voucherId);
    if (!found)
      return page(reply, 404, 'Payment not found', '<p>This payment link is not valid.</p>');
    const channel =
      DEMO_CHANNELS.find((item) => item.channelNumber === found.channel_number)?.name ??
      'Online payment';
    return page(
      reply,
      200,
      'Sandbox payment page',
      `<p>Channel: ${escapeHtml(channel)}</p>` +
        `<p>Reference number: <strong data-testid="reference">${escapeHtml(found.reference)}</strong></p>` +
        `<p>Amount: ${escapeHtml(peso(found.amount))}</p>` +
        `<p>Order: ${escapeHtml(found.order_no)}</p>` +
        (found.paid
          ? '<p>Paid. Thank you.</p>'
          : `<form method="post" action="/api/sandbox/pay/${escapeHtml(found.id)}"><button type="submit">Simulate payment at the counter</button></form>`),
    );
  });

  app.post('/sandbox/pay/:voucherId', async (request, reply) => {
    const { voucherId } = v.parse(v.object({ voucherId: v.string() }), request.params);
    const found = voucher(voucherId);
    if (!found)
      return page(reply, 404, 'Payment not found', '<p>This payment link is not valid.</p>');
    const order = findOrderByNo(db, found.order_no);
    if (!found.paid && order) {
      db.prepare('UPDATE vouchers SET paid = 1 WHERE id = ?').run(found.id);
      if (found.kind === 'rollover') markRolloverPaid(db, order);
      else markOrderPaid(db, order.order_no);
    }
    return page(
      reply,
      200,
      'Payment received',
      `<p>Reference number ${escapeHtml(found.reference)} is paid.</p>`,
    );
  });

  app.get('/sandbox/qr/:code', async (request, reply) => {
    const { code } = v.parse(
      v.object({ code: v.pipe(v.string(), v.maxLength(64)) }),
      request.params,
    );
    const svg = await QRCode.toString(code, { type: 'svg', margin: 2, width: 240 });
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  });

  app.get('/sandbox/repayment-counts', async (request) => {
    const orderNo = readParams(request).orderId ?? '';
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
