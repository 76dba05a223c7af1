import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../setup/browser';
import { demoPath } from '../fixtures/demo';
import { imagesFrom } from '../setup/images';
import { eventually, expectLocator } from '../setup/expect-page';
import { hookData } from '../setup/sandbox-hooks';

const suite = browserSuite();

function clicks(): Promise<unknown[]> {
  return hookData(suite, '/sandbox/product-clicks', v.array(v.unknown()));
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((item) => `${item.id}: ${item.help}`)).toEqual([]);
}

describe('joint-login failure', () => {
  it("shows 'Failed', the message and the products; tags hide from the third item; a disabled product is grey and inert", async () => {
    const { page, bridge, snap } = await suite.phone();
    const load = page.waitForRequest((req) => req.url().includes('/api/panda/honey/scholarships'));
    await page.goto(suite.url(demoPath('/loginError', { productId: '1' })));
    expect((await load).headers()['content-type']).toContain('application/x-www-form-urlencoded');
    await page.getByRole('heading', { name: 'Order Details', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Failed', level: 2 }).waitFor();
    await page
      .getByText('We could not sign you in to this partner lender.', { exact: false })
      .waitFor();
    const cards = page.getByRole('article');
    await expectLocator(cards).toHaveCount(4);
    const first = page.getByRole('article', { name: 'Bayanihan Cash' });
    await first.getByText('₱2,000 - ₱20,000').waitFor();
    await first.getByText('Loan amount').waitFor();
    await first.getByText('0.05%').waitFor();
    await first.getByText('Daily interest').waitFor();
    await first.getByText('Fast approval').waitFor();
    await page
      .getByRole('article', { name: 'Tindahan Credit' })
      .getByText('First loan bonus')
      .waitFor();
    await expectLocator(
      page.getByRole('article', { name: 'Agapay Loans' }).getByRole('listitem'),
    ).toHaveCount(0);
    await expectLocator(page.getByText('Low interest')).toHaveCount(0);
    // Partner logos come from the lender's CDN, another site than the app.
    await eventually(async () =>
      (await imagesFrom(page, suite.foreignUrl('/'))).map((image) => image.loaded),
    ).toEqual([true, true, true, true]);
    await snap('order-login-error', true);
    await expectNoAxeViolations(page);

    const disabled = page.getByRole('button', {
      name: 'Sari-Sari Lend is not available right now',
    });
    await expectLocator(disabled).toHaveAttribute('aria-disabled', 'true');
    await disabled.click({ force: true });
    // An enabled product tapped after it is logged and handed on; by then anything the
    // disabled one had sent would be there too.
    await page.getByRole('button', { name: 'Apply now: Tindahan Credit' }).click();
    await eventually(() => bridge.length).toBe(1);
    expect(bridge).toEqual([
      { action: 'openPage', payload: { url: 'pesoloan://productDetail?productId=r2' } },
    ]);
    await eventually(() => clicks()).toEqual([
      { product_id: 'r2', kind: 'log' },
      { product_id: 'r2', kind: 'define' },
    ]);
    expect(new URL(page.url()).pathname).toBe('/loginError');
  });

  it('an app link goes to the native bridge after the click is logged', async () => {
    const { page, bridge } = await suite.phone();
    const before = await clicks();
    await page.goto(suite.url(demoPath('/loginError', { productId: '1' })));
    await page.getByRole('button', { name: 'Apply now: Tindahan Credit' }).click();
    await eventually(() => bridge.length).toBe(1);
    expect(bridge).toEqual([
      { action: 'openPage', payload: { url: 'pesoloan://productDetail?productId=r2' } },
    ]);
    await eventually(() => clicks()).toEqual([
      ...before,
      { product_id: 'r2', kind: 'log' },
      { product_id: 'r2', kind: 'define' },
    ]);
    expect(new URL(page.url()).pathname).toBe('/loginError');
  });

  it("an http link (any case) opens the partner's page on its own origin", async () => {
    const { page, bridge, snap } = await suite.phone();
    await page.goto(suite.url(demoPath('/loginError', { productId: '1' })));
    await page.getByRole('button', { name: 'Apply now: Agapay Loans' }).click();
    // The link's scheme is upper-case (HTTP://…); the browser opens it as http.
    await page.waitForURL((url) => url.href === suite.foreignUrl('/partners/r3'));
    await page.getByRole('heading', { name: 'Agapay Loans', level: 1 }).waitFor();
    await snap('order-partner-page');
    expect(bridge).toEqual([]);

    await page.goto(suite.url(demoPath('/loginError', { productId: '1' })));
    await page.getByRole('button', { name: 'Apply now: Bayanihan Cash' }).click();
    await page.waitForURL((url) => url.href === suite.foreignUrl('/partners/r1'));
    await page.getByRole('link', { name: 'Back to the app' }).click();
    await page.waitForURL((url) => url.href === suite.url('/recommendList'));
    await page.getByRole('article', { name: 'Bayanihan Cash' }).waitFor();
  });

  it("a code other than '00' shows the message as a toast and an error view, never a blank screen", async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url(demoPath('/loginError', { productId: '99' })));
    const message = 'The partner service is busy. Please try again later.';
    await page.getByTestId('toast').getByText(message).waitFor();
    await page.getByRole('alert').getByText(message).waitFor();
    await page.getByRole('heading', { name: 'Failed' }).waitFor();
    await snap('order-login-error-failed');
  });

  it('a network failure shows the connection message', async () => {
    const { page } = await suite.phone({
      allowErrors: [/scholarships.*ERR_FAILED/, /Failed to load resource/],
    });
    await page.route('**/api/panda/honey/scholarships**', (route) => route.abort('failed'));
    await page.goto(suite.url(demoPath('/loginError', { productId: '1' })));
    await page
      .getByRole('alert')
      .getByText('No connection. Please check your mobile data or Wi-Fi and try again.')
      .waitFor();
  });
});

describe('recommend list, products and order list', () => {
  it('the recommend list reuses the product card and click-through', async () => {
    const { page, bridge, snap } = await suite.phone();
    await page.goto(suite.url(demoPath('/recommendList')));
    await page.getByRole('heading', { name: 'More loan products', level: 1 }).waitFor();
    await expectLocator(page.getByRole('article')).toHaveCount(4);
    await snap('order-recommend-list');
    await page.getByRole('button', { name: 'Apply now: Tindahan Credit' }).click();
    await eventually(() => bridge.map((message) => message.action)).toEqual(['openPage']);
  });

  it('the order detail links to the recommend list when the shown-market flag is on', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url(demoPath('/loanDetail', { orderId: 'PL2024200', productId: '4' })));
    await page.getByRole('link', { name: 'Click to view more products' }).click();
    await page.waitForURL((url) => url.pathname === '/recommendList');
    await page.getByRole('article', { name: 'Bayanihan Cash' }).waitFor();
  });

  it('the product page lists products; the detail hands Apply to the native app', async () => {
    const { page, bridge, snap } = await suite.phone();
    await page.goto(suite.url(demoPath('/product')));
    await page.getByRole('heading', { name: 'Our loans', level: 1 }).waitFor();
    await expectLocator(page.getByRole('article')).toHaveCount(4);
    await snap('order-products');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'View: Kaagapay Credit' }).click();
    await page.waitForURL((url) => url.pathname === '/productDetail');
    await page.getByRole('heading', { name: 'Kaagapay Credit', level: 2 }).waitFor();
    await page.getByText('180 days, 6 payments').waitFor();
    await page.getByText('One valid government ID').waitFor();
    await snap('order-product-detail');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Apply now' }).click();
    await eventually(() => bridge).toEqual([
      { action: 'openPage', payload: { url: 'pesoloan://productApply?productId=3' } },
    ]);
  });

  it('the order list shows each loan with amount, status and due date and opens its detail', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url(demoPath('/orderList')));
    await page.getByRole('heading', { name: 'My loans', level: 1 }).waitFor();
    await expectLocator(page.getByRole('listitem')).toHaveCount(7);
    const due = page.getByRole('link', { name: /Due soon/ });
    await expectLocator(due).toContainText('₱10,000.00');
    await expectLocator(due).toContainText('Due date 2026-11-24');
    await snap('order-list', true);
    await expectNoAxeViolations(page);
    await due.click();
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    const query = new URL(page.url()).searchParams;
    expect([query.get('orderId'), query.get('productId')]).toEqual(['PL2024174', '1']);
    await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
  });
});
