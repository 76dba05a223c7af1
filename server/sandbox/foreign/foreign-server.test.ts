import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../app';
import { queryOne, type SandboxDb } from '../db';
import { demoQuery } from '../modules/core/demo-borrower';
import { buildForeignServer } from './foreign-server';
import { testConfig } from '../../test-support/test-config';

const APP = 'http://127.0.0.1:4173';
const FOREIGN = 'http://localhost:4174';
let app: FastifyInstance;
let foreign: FastifyInstance;
let db: SandboxDb;

beforeEach(async () => {
  const server = await buildServer(testConfig({ dataFile: ':memory:', foreignOrigin: FOREIGN }));
  if (!server.db) throw new Error('no database');
  app = server;
  db = server.db;
  foreign = await buildForeignServer({ db, appOrigin: APP });
});
afterEach(async () => {
  await foreign.close();
  await app.close();
});

/** A voucher for PL2024170 through the API; answers the gateway path its payUrl names. */
async function voucherPath(): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v3/loan-details/generate-vcode?${demoQuery()}`,
    payload: { productId: '1', orderId: 'PL2024170', amount: 765000, channelNumber: '90011' },
  });
  const payUrl = new URL(response.json<{ data: { payUrl: string } }>().data.payUrl);
  expect(payUrl.origin).toBe(FOREIGN);
  return payUrl.pathname;
}

function order(orderNo: string) {
  return queryOne(
    db,
    v.object({ status: v.number(), repay_amount: v.number() }),
    'SELECT status, repay_amount FROM orders WHERE order_no = ?',
    orderNo,
  );
}

/** The CSP of a response as directive name -> value. */
function csp(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

describe('payment gateway page', () => {
  it('shows the voucher, cannot be framed, and "Simulate payment" settles the order', async () => {
    const path = await voucherPath();
    const page = await foreign.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(csp(page.headers['content-security-policy'])).toMatchObject({
      'default-src': "'none'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(page.body).toContain('<h1>Sandbox payment page</h1>');
    expect(page.body).toContain('Channel: 7-Eleven');
    expect(page.body).toContain('<strong data-testid="reference">7001248813</strong>');
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    expect(page.body).toContain(`href="${APP}/loanDetail?orderId=PL2024170&#38;productId=1"`);
    expect(order('PL2024170')).toEqual({ status: 170, repay_amount: 765000 });

    const paid = await foreign.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(path);
    expect(order('PL2024170')).toEqual({ status: 200, repay_amount: 0 });

    const after = await foreign.inject({ url: path });
    expect(after.body).toContain('<h1>Payment received</h1>');
    expect(after.body).not.toContain('<form');
    expect(after.body).toContain('Back to the app');
    // A second notification for the same voucher changes nothing.
    await foreign.inject({ method: 'POST', url: path });
    expect(order('PL2024170')).toEqual({ status: 200, repay_amount: 0 });
  });

  it('answers an unknown or malformed voucher with a 404 page and settles nothing', async () => {
    for (const path of ['/pay/V0000000000000000', '/pay/..%2Fetc', '/pay/x']) {
      const page = await foreign.inject({ url: path });
      expect(page.statusCode, path).toBe(404);
      expect(page.body).toContain('Payment not found');
      expect((await foreign.inject({ method: 'POST', url: path })).statusCode).toBe(404);
    }
    expect(order('PL2024170')).toEqual({ status: 170, repay_amount: 765000 });
  });
});

describe('agreement pages', () => {
  it('may be framed by the app origin only', async () => {
    const page = await foreign.inject({ url: '/agreements/loan-agreement?productId=2' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(csp(page.headers['content-security-policy'])['frame-ancestors']).toBe(APP);
    // X-Frame-Options cannot name another origin; frame-ancestors alone decides.
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body).toContain('<h1>Loan Agreement</h1>');
    expect(page.body).toContain('SEC Registration No.');
    expect(page.body).not.toContain('<script');
  });

  it('answers 404 for an unknown slug, inherited property names included', async () => {
    for (const slug of ['nope', '__proto__', 'constructor']) {
      expect((await foreign.inject({ url: `/agreements/${slug}` })).statusCode, slug).toBe(404);
    }
  });
});

describe('partner pages', () => {
  it("show the partner's product, cannot be framed and lead back to the app", async () => {
    const page = await foreign.inject({ url: '/partners/r1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.body).toContain('<h1>Bayanihan Cash</h1>');
    expect(page.body).toContain('src="/images/products/partner-bayanihan.svg"');
    expect(page.body).toContain(`href="${APP}/recommendList"`);
    expect((await foreign.inject({ url: '/partners/nope' })).statusCode).toBe(404);
  });
});

describe("the lender's CDN", () => {
  it('serves the images the sandbox data points to, typed and embeddable', async () => {
    const detail = await app.inject({
      method: 'POST',
      url: `/api/v3/installment/loan-play-detail?${demoQuery()}`,
      payload: { productId: '1', orderId: 'PL2024170' },
    });
    const data = detail.json<{
      data: {
        productLogo: string;
        repayList: Array<{ logo: string }>;
        defDetail: { logo: string };
      };
    }>().data;
    const urls = [data.productLogo, data.defDetail.logo, ...data.repayList.map((c) => c.logo)];
    expect(urls).toHaveLength(7);
    for (const url of urls) {
      expect(url.startsWith(`${FOREIGN}/images/`), url).toBe(true);
      const image = await foreign.inject({ url: new URL(url).pathname });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers['cache-control']).toBe('public, max-age=86400');
      expect(image.body).toContain('<svg');
    }
  });

  it('draws QR images and refuses paths outside the image folder', async () => {
    const qr = await foreign.inject({ url: '/qr/7001248813' });
    expect(qr.headers['content-type']).toBe('image/svg+xml');
    expect(qr.body).toContain('<svg');
    for (const path of [
      '/images/../foreign-server.ts',
      '/images/%2e%2e/%2e%2e/pay-pages.ts',
      '/images/products/product-1.txt',
      '/images/products/missing.svg',
      '/qr/%3Cscript%3E',
    ]) {
      expect((await foreign.inject({ url: path })).statusCode, path).toBe(404);
    }
  });

  it('serves the stylesheet of its pages', async () => {
    const css = await foreign.inject({ url: '/assets/foreign.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('min-height: 48px');
  });
});
