import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually, expectLocator } from '../setup/expect-page';
import {
  KEEP_SERVER_HEADING,
  RECORD_STALE_AT_PARSE,
  serverHeadingHydrated,
  staleAtParse,
} from '../setup/hydration';
import { pageIdle } from '../setup/settle';
import { formParams, repaymentCounts } from './repay-card-helpers';

/*
 * Card repayment rendered by the server (docs/decisions/first-paint.md): its first
 * call mints a repay token, which the screen skips for a loan this device has paid. The server
 * mints as the page would; a device holding an attempt for the loan renders the page afresh.
 * A sandbox of its own: these tests pay.
 */
const suite = browserSuite(() => ({ serverRender: true }));

const WAY = /\/service\/loan\/repayment-way(\?|$)/;
const cardLink = (orderId: string, productId: string) =>
  suite.url(demoPath('/repayment', { orderId, productId }));

/** The browser's own repayment-way calls (each would mint a token). */
function wayCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (WAY.test(new URL(request.url()).pathname + new URL(request.url()).search))
      calls.push(request.url());
  });
  return calls;
}

describe('card repayment rendered by the server', () => {
  it('hydrates with the token the server got, and the borrower pays once with it', async () => {
    const { page, context, snap } = await suite.phone();
    await context.addInitScript(KEEP_SERVER_HEADING);
    const calls = wayCalls(page);
    const response = await page.goto(cardLink('PL2024170', '1'));
    const html = (await response?.text()) ?? '';
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(html).toContain('data-stale-if-stored="repay.attempt.PL2024170"');
    const token = /\\"repayToken\\":\\"(RT\w+)\\"/.exec(html)?.[1];
    expect(token).toMatch(/^RT/);
    await eventually(() => serverHeadingHydrated(page)).toBe(true);
    await pageIdle(page);
    await snap('server-render-card-repayment');

    await page.getByText('UnionBank').click();
    const commit = page.waitForRequest(/repayment-commit/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    expect(formParams((await commit).postData()).repayToken).toBe(token);
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    await page.getByTestId('toast').filter({ hasText: 'Payment submitted' }).waitFor();
    expect(calls).toEqual([]);
    await eventually(() => repaymentCounts(suite, 'PL2024170')).toMatchObject({
      commitRequests: 1,
      debits: 1,
    });
  });

  it('a device that paid the loan hides the server’s page, shows the payment it made and asks for no token', async () => {
    const { page, context } = await suite.phone();
    const now = Date.now();
    const attempt = JSON.stringify({
      key: 'paid-1',
      cardId: '1',
      state: 'submitted',
      sentAt: now - 60_000,
      updatedAt: now - 60_000,
    });
    await context.addInitScript((stored) => {
      localStorage.setItem('repay.attempt.PL2024174', stored);
    }, attempt);
    await context.addInitScript(KEEP_SERVER_HEADING);
    await context.addInitScript(RECORD_STALE_AT_PARSE);
    const calls = wayCalls(page);
    const response = await page.goto(cardLink('PL2024174', '1'));
    // The server rendered the page (it cannot see the device's attempt) ...
    expect(await response?.text()).toContain('id="first-answer"');
    // ... and the paint guard hid it before it could paint; the app rendered the screen afresh.
    await page.getByRole('heading', { name: 'Payment submitted' }).waitFor();
    expect(await staleAtParse(page)).toBe(true);
    await pageIdle(page);
    expect(await serverHeadingHydrated(page)).toBe(false);
    await expectLocator(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
    expect(calls).toEqual([]);
  });
});
