import type { Page, Request } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../setup/browser';
import { DEMO_SESSION, demoPath } from '../fixtures/demo';
import { eventually, expectLocator } from '../setup/expect-page';
import { hookData } from '../setup/sandbox-hooks';

const suite = browserSuite();

function picker(page: Page, title: string) {
  return page.getByRole('button', { name: new RegExp(`^${title} `) });
}

async function pick(page: Page, title: string, option: string) {
  await picker(page, title).click();
  const sheet = page.getByRole('dialog', { name: title });
  await sheet.getByRole('radio', { name: option, exact: true }).check();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await sheet.waitFor({ state: 'hidden' });
}

function bindCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (/\/api\/v3\/bind-card\/(save|change)/.test(request.url())) calls.push(request);
  });
  return calls;
}

const BoundCard = v.object({
  cardType: v.number(),
  endpoint: v.string(),
  productId: v.string(),
  userId: v.string(),
  fields: v.record(v.string(), v.string()),
});
type BoundCard = v.InferOutput<typeof BoundCard>;

function boundCards(): Promise<BoundCard[]> {
  return hookData(suite, '/sandbox/bound-cards', v.array(BoundCard));
}

describe('saving the payment account', () => {
  it('bank account: sends the visible items, then ends the bank flow and closes the webview', async () => {
    const { page, bridge, snap } = await suite.phone();
    const calls = bindCalls(page);
    await page.goto(suite.url(demoPath('/bindCard', { productId: '1' })));
    await page.getByRole('button', { name: 'Next', exact: true }).waitFor();

    await pick(page, 'Transfer channel', 'PESONet (next banking day)');
    await pick(page, 'Bank', 'Bank of the Philippine Islands (BPI)');
    await page.getByLabel('Bank account number').fill('0012-3456-7890');
    await pick(page, 'Branch city', 'Makati');
    await pick(page, 'City of residence', 'Quezon City');
    await pick(page, 'Salary day', '15');
    // A wallet value typed on the other tab is not sent with a bank account.
    await page.getByRole('tab', { name: 'E-wallet' }).click();
    await pick(page, 'E-wallet', 'GCash');
    await page.getByRole('tab', { name: 'Bank account' }).click();

    // A double tap sends one request.
    await page.getByRole('button', { name: 'Next', exact: true }).dblclick();
    await eventually(() => bridge.map((message) => message.action)).toEqual([
      'startBank',
      'endBank',
      'closeWebView',
    ]);
    await snap('bank-saved');
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(new URL(call?.url() ?? '').pathname).toBe('/api/v3/bind-card/save');
    expect(JSON.parse(call?.postData() ?? '')).toEqual({
      cardType: 1,
      product_id: '1',
      channel_number: '90007',
      bank_code: 'BPI',
      account_no: '001234567890',
      branch_city: 'Makati',
      account_name: 'Maria Santos',
      city: 'Quezon City',
      salary_day: '15',
    });

    const [record] = await boundCards();
    expect(record).toMatchObject({
      endpoint: 'save',
      cardType: 1,
      productId: '1',
      userId: DEMO_SESSION.userId,
      fields: { bank_code: 'BPI', account_no: '001234567890', channel_number: '90007' },
    });
    // Reopening shows what was saved.
    await page.goto(suite.url(demoPath('/bindCard', { productId: '1' })));
    await expectLocator(picker(page, 'Bank')).toHaveText('Bank of the Philippine Islands (BPI)');
    await expectLocator(picker(page, 'Transfer channel')).toHaveText('PESONet (next banking day)');
  });

  it('e-wallet from the order detail: change call, end bank, close webview, then the order page', async () => {
    const { page, bridge, snap } = await suite.phone({ bridge: 'ios' });
    const calls = bindCalls(page);
    await page.goto(
      suite.url(
        demoPath('/bindBank', { productId: '2', orderId: 'PL2024174', source: 'loanDetail' }),
      ),
    );
    await page.getByRole('tab', { name: 'E-wallet' }).click();
    await pick(page, 'E-wallet', 'Maya');
    const mobile = page.getByLabel('E-wallet mobile number');
    await mobile.fill('0918 765 4321');
    await pick(page, 'City of residence', 'Davao City');
    await pick(page, 'Salary day', '30');
    await snap('bank-card-type-2-filled');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/loanDetail');
    await eventually(() => bridge.map((message) => message.action)).toEqual([
      'startBank',
      'endBank',
      'closeWebView',
    ]);
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toMatchObject({
      ...DEMO_SESSION,
      productId: '2',
      orderId: 'PL2024174',
      source: 'loanDetail',
    });

    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]?.url() ?? '').pathname).toBe('/api/v3/bind-card/change');
    expect(JSON.parse(calls[0]?.postData() ?? '')).toEqual({
      cardType: 2,
      product_id: '2',
      wallet_code: 'PAYMAYA',
      wallet_no: '09187654321',
      account_name: 'Maria Santos',
      city: 'Davao City',
      salary_day: '30',
    });
    const [record] = await boundCards();
    expect(record).toMatchObject({
      endpoint: 'change',
      cardType: 2,
      productId: '2',
      fields: { wallet_code: 'PAYMAYA', wallet_no: '09187654321' },
    });
  });

  it('in a plain browser from the order detail, goes straight to the order page', async () => {
    const { page, bridge } = await suite.phone({ bridge: 'none' });
    await page.goto(
      suite.url(
        demoPath('/bindCard', { productId: '1', orderId: 'PL2024180', source: 'loanDetail' }),
      ),
    );
    await pick(page, 'Transfer channel', 'InstaPay (arrives in minutes)');
    await pick(page, 'Bank', 'Metrobank');
    await page.getByLabel('Bank account number').fill('1234567890123');
    await pick(page, 'City of residence', 'Manila');
    await pick(page, 'Salary day', '5');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    expect(new URL(page.url()).searchParams.get('orderId')).toBe('PL2024180');
    expect(new URL(page.url()).searchParams.get('source')).toBe('loanDetail');
    expect(bridge).toEqual([]);
  });

  it('binds both card types starting from the developer test page', async () => {
    const { page, bridge } = await suite.phone();
    const before = (await boundCards()).length;
    const testPage = suite.url(demoPath('/testPreview', { orderId: 'PL2024174', productId: '1' }));

    await page.goto(testPage);
    await page.getByRole('link', { name: 'Bank binding', exact: true }).click();
    await page.getByRole('tab', { name: 'E-wallet' }).click();
    await pick(page, 'E-wallet', 'GCash');
    await pick(page, 'City of residence', 'Iloilo City');
    await pick(page, 'Salary day', '10');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await eventually(() => bridge.filter((m) => m.action === 'closeWebView').length).toBe(1);

    await page.goto(testPage);
    await page.getByRole('link', { name: 'Bank binding', exact: true }).click();
    await page.getByRole('tab', { name: 'Bank account', selected: true }).waitFor();
    await pick(page, 'Transfer channel', 'InstaPay (arrives in minutes)');
    await pick(page, 'Bank', 'Land Bank of the Philippines');
    await page.getByLabel('Bank account number').fill('3021 0045 6789');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await eventually(() => bridge.filter((m) => m.action === 'closeWebView').length).toBe(2);

    const cards = await boundCards();
    expect(cards).toHaveLength(before + 2);
    expect(cards[1]).toMatchObject({ cardType: 2, fields: { wallet_code: 'GCASH' } });
    expect(cards[0]).toMatchObject({
      cardType: 1,
      fields: { bank_code: 'LBP', account_no: '302100456789', city: 'Iloilo City' },
    });
  });

  it('shows the load failure with a retry instead of a blank screen', async () => {
    const { page, snap } = await suite.phone({ allowErrors: [/status of 400/] });
    // No product id: the sandbox answers 400 'product_id is required'.
    await page.goto(suite.url(`/bindCard?${new URLSearchParams(DEMO_SESSION)}`));
    await page.getByText('We could not load the account form.').waitFor();
    await page.getByText('product_id is required').waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await snap('bank-load-failed');
  });
});
