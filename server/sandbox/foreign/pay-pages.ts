import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import type { SandboxDb } from '../db';
import { peso } from '../modules/repayment/repayment-store';
import { findVoucher, settleVoucher, type Voucher } from '../modules/repayment/vouchers';
import { pageHeaders } from './foreign-headers';
import { escapeHtml, htmlPage, linkButton } from './html-page';

const GATEWAY = 'Sandbox Pay · payment gateway';
const VoucherParams = v.object({ voucherId: v.pipe(v.string(), v.regex(/^V[0-9a-f]{1,32}$/)) });

/** Where "Back to the app" leads: the order, which shows the payment once it is settled. */
function orderInApp(appOrigin: string, voucher: Voucher): string {
  const url = new URL('/loanDetail', appOrigin);
  url.searchParams.set('orderId', voucher.orderNo);
  if (voucher.productId) url.searchParams.set('productId', voucher.productId);
  return url.href;
}

function notFound(reply: FastifyReply) {
  return pageHeaders(reply.code(404), { by: 'nobody' }).send(
    htmlPage({
      site: GATEWAY,
      title: 'Payment not found',
      body: '<p>This payment link is not valid.</p>',
    }),
  );
}

function voucherPage(voucher: Voucher, appOrigin: string): string {
  const facts =
    `<p>Channel: ${escapeHtml(voucher.channel)}</p>` +
    `<p>Reference number: <strong data-testid="reference">${escapeHtml(voucher.reference)}</strong></p>` +
    `<p>Amount: ${escapeHtml(peso(voucher.amount))}</p>` +
    `<p>Order: ${escapeHtml(voucher.orderNo)}</p>`;
  const back = linkButton(orderInApp(appOrigin, voucher), 'Back to the app');
  if (voucher.paid) {
    return htmlPage({
      site: GATEWAY,
      title: 'Payment received',
      body: `<p>Reference number ${escapeHtml(voucher.reference)} is paid. Thank you.</p>${facts}${back}`,
    });
  }
  return htmlPage({
    site: GATEWAY,
    title: 'Sandbox payment page',
    body:
      facts +
      `<form method="post" action="/pay/${escapeHtml(voucher.id)}">` +
      '<button class="button" type="submit">Simulate payment at the counter</button></form>' +
      back,
  });
}

/**
 * The payment gateway's page for a voucher (generate-vcode's payUrl, repayment-huichao's url).
 * "Simulate payment at the counter" stands in for the borrower paying at a 7-Eleven or in GCash:
 * the gateway notifies the lender, here by settling the order in the sandbox database directly.
 * The answer is a redirect to the page (post/redirect/get), so a reload never posts twice.
 */
export function registerPayPages(app: FastifyInstance, db: SandboxDb, appOrigin: string): void {
  app.get('/pay/:voucherId', async (request, reply) => {
    const params = v.safeParse(VoucherParams, request.params);
    const voucher = params.success ? findVoucher(db, params.output.voucherId) : undefined;
    if (!voucher) return notFound(reply);
    return pageHeaders(reply, { by: 'nobody' }).send(voucherPage(voucher, appOrigin));
  });

  app.post('/pay/:voucherId', async (request, reply) => {
    const params = v.safeParse(VoucherParams, request.params);
    const voucher = params.success ? findVoucher(db, params.output.voucherId) : undefined;
    if (!voucher) return notFound(reply);
    settleVoucher(db, voucher.id);
    return reply.code(303).header('Location', `/pay/${voucher.id}`).send();
  });
}
