import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { queryOne } from '../../server/sandbox/db';
import { DEMO_SESSION, demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import {
  CARD_LOAN_ROUTES,
  formParams,
  loggedRepaymentCode,
  repaymentCounts,
} from './repay-card-helpers';
import { watchChunkRecovery } from '../setup/chunk-requests';
import { eventually, expectLocator } from '../setup/expect-page';
import { pauseClock } from '../setup/clock';

const suite = browserSuite();
const LOAN = CARD_LOAN_ROUTES;

function orderRow(orderId: string) {
  return queryOne(
    suite.sandbox.db,
    v.object({ status: v.number(), repay_amount: v.number() }),
    'SELECT status, repay_amount FROM orders WHERE order_no = ?',
    orderId,
  );
}

async function toast(page: Page, text: string) {
  await page.getByTestId('toast').filter({ hasText: text }).waitFor();
}

async function noAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((item) => `${item.id}: ${item.help}`)).toEqual([]);
}

/**
 * Holds matching requests for a moment so a second tap lands while the first is in flight; their
 * bodies and Idempotency-Key headers are recorded.
 */
async function slowDown(page: Page, pattern: string, bodies: string[], keys: string[] = []) {
  await page.route(pattern, async (route) => {
    bodies.push(route.request().postData() ?? '');
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
}

describe('card repayment', () => {
  it('lists the cards and blocks paying until one is chosen', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url(demoPath('/repayment', { orderId: 'PL2024180', productId: '2' })));
    await page.getByRole('heading', { name: 'Repayment method', level: 1 }).waitFor();
    await expectLocator(page.getByTestId('card-amount')).toHaveText('₱7,120.00');
    const group = page.getByRole('group', { name: 'Choose a bank card' });
    await expectLocator(group.getByRole('radio')).toHaveCount(3);
    await group.getByText('**** **** **** 4821').waitFor();
    await snap('repay-card-list');
    await noAxeViolations(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await toast(page, 'please select a payment bank card first');
    await eventually(() => repaymentCounts(suite, 'PL2024180')).toMatchObject({
      commitRequests: 0,
    });
  });

  it('passes the SMS verification: one commit per double tap, 60 s countdown, wrong code, resend, confirm', async () => {
    const { page, snap, bridge } = await suite.phone();
    await page.clock.install();
    await page.goto(suite.url(demoPath('/repayment', { orderId: 'PL2024180', productId: '2' })));
    await page.getByText('BDO Unibank').click();
    const commits: string[] = [];
    const keys: string[] = [];
    await slowDown(page, `${LOAN}/repayment-commit*`, commits, keys);
    await pauseClock(page);
    const pay = page.getByRole('button', { name: 'Pay', exact: true });
    // A double tap: both taps land before the first one's answer, whatever the machine's load.
    await pay.dblclick();
    const dialog = page.getByRole('dialog', { name: 'SMS verification' });
    await dialog.waitFor();
    await toast(page, 'verification code sent, please check your phone');
    expect(commits).toHaveLength(1);
    const first = formParams(commits[0] ?? '');
    expect(first).toMatchObject({
      amount: '712000',
      bankName: 'BDO Unibank',
      cardNo: '**** **** **** 4821',
      bankCode: 'BDO',
      orderId: 'PL2024180',
      sendMsg: '0',
      couponId: '',
    });
    // The payment's key is the Idempotency-Key header, no field of the lender's form.
    expect(first).not.toHaveProperty('idempotencyKey');
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,}$/);
    expect(first.repayToken).toMatch(/^RT/);
    await eventually(() => repaymentCounts(suite, 'PL2024180')).toMatchObject({
      commitRequests: 1,
      smsSent: 1,
    });

    const resend = dialog.getByRole('button', { name: /Resend in|get verification code/ });
    await expectLocator(resend).toHaveText('Resend in 60s');
    await expectLocator(resend).toBeDisabled();
    await page.clock.runFor(30_000);
    await expectLocator(resend).toHaveText('Resend in 30s');

    const input = dialog.getByLabel('Verification code');
    await input.fill('123');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'please enter the correct verification code');
    const wrong = loggedRepaymentCode(suite, 'PL2024180') === '000000' ? '111111' : '000000';
    await input.fill(wrong);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'verification code error');

    await page.clock.runFor(30_000);
    await expectLocator(resend).toHaveText('get verification code');
    const resent = page.waitForRequest(`${LOAN}/repayment-commit*`);
    await resend.click();
    const second = formParams((await resent).postData());
    expect(second).toMatchObject({ sendMsg: '1', orderId: 'PL2024180' });
    await toast(page, 'verification code sent, please check your phone');
    // A resend is another request than the payment: it names no key.
    expect(keys).toEqual([keys[0], '']);
    await expectLocator(resend).toHaveText('Resend in 60s');

    // Let time flow again (axe and the next screens need timers).
    await page.clock.resume();
    await snap('repay-card-sms');
    await noAxeViolations(page);
    const confirms: string[] = [];
    await slowDown(page, `${LOAN}/repayment-confirm*`, confirms);
    await input.fill(loggedRepaymentCode(suite, 'PL2024180'));
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await confirm.dblclick();
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    const query = new URL(page.url()).searchParams;
    expect(query.get('orderId')).toBe('PL2024180');
    expect(query.get('productId')).toBe('2');
    expect(query.get('sessionId')).toBe(DEMO_SESSION.sessionId);
    expect(confirms).toHaveLength(1);
    expect(formParams(confirms[0] ?? '')).toMatchObject({
      orderId: 'PL2024180',
      verifyCode: loggedRepaymentCode(suite, 'PL2024180'),
    });
    await eventually(() => repaymentCounts(suite, 'PL2024180')).toMatchObject({
      commitRequests: 2,
      confirmRequests: 2,
      smsSent: 2,
    });
    expect(orderRow('PL2024180')).toEqual({ status: 200, repay_amount: 0 });
    expect(bridge.map((message) => message.action)).not.toContain('closeWebView');
    await eventually(() => bridge.map((message) => message.action)).toContain('dismissRepayDialog');

    // Back on the payment page: a clear submitted state, no pay button to tap again.
    await page.goto(suite.url(demoPath('/repayment', { orderId: 'PL2024180', productId: '2' })));
    await page.getByRole('heading', { name: 'Payment submitted' }).waitFor();
    await page
      .getByText('It can take up to 15 minutes to reflect on your loan. Please do not pay again.')
      .waitFor();
    await expectLocator(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
    await snap('repay-card-submitted');
    await noAxeViolations(page);
  });

  it('shows the server message for a declined card, and the spec fallbacks for empty messages', async () => {
    const { page } = await suite.phone();
    await page.clock.install();
    await page.goto(suite.url(demoPath('/repayment', { orderId: 'PL2024174', productId: '1' })));
    await page.getByText('Metrobank').click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await toast(
      page,
      'The bank declined this card: insufficient balance. Please use another card.',
    );
    await page.clock.runFor(2500);

    await page.route(`${LOAN}/repayment-commit*`, (route) =>
      route.fulfill({ json: { code: '99', message: '' } }),
    );
    await page.getByText('BDO Unibank').click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await toast(page, 'processing failed');
    await expectLocator(page.getByRole('dialog', { name: 'SMS verification' })).toBeHidden();
  });

  it('says failed to query card list, or error when the network is down', async () => {
    const empty = await suite.phone();
    await empty.page.route(`${LOAN}/repayment-way*`, (route) =>
      route.fulfill({ json: { code: '01', message: '' } }),
    );
    await empty.page.goto(
      suite.url(demoPath('/repayment', { orderId: 'PL2024174', productId: '1' })),
    );
    await empty.page.getByRole('alert').getByText('failed to query card list').waitFor();
    await empty.snap('repay-card-list-failed');

    const offline = await suite.phone({
      allowErrors: [/repayment-way/, /ERR_INTERNET_DISCONNECTED/],
    });
    await offline.page.route(`${LOAN}/repayment-way*`, (route) =>
      route.abort('internetdisconnected'),
    );
    await offline.page.goto(
      suite.url(demoPath('/repayment', { orderId: 'PL2024174', productId: '1' })),
    );
    await offline.page.getByRole('alert').getByText('error', { exact: true }).waitFor();
    await offline.page.unroute(`${LOAN}/repayment-way*`);
    await offline.page.getByRole('button', { name: 'Try again' }).click();
    await offline.page.getByText('BDO Unibank').waitFor();
  });

  it('cancel resets the countdown; after a reload Pay reopens the waiting code step, never a second commit', async () => {
    const { page, snap } = await suite.phone({
      allowErrors: [/repayment-confirm/, /ERR_INTERNET_DISCONNECTED/],
    });
    const before = await repaymentCounts(suite, 'PL2024174');
    await page.clock.install();
    await page.goto(suite.url(demoPath('/repayment', { orderId: 'PL2024174', productId: '1' })));
    await page.getByText('BDO Unibank').click();
    await pauseClock(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'SMS verification' });
    const resend = dialog.getByRole('button', { name: /Resend in|get verification code/ });
    await expectLocator(resend).toHaveText('Resend in 60s');
    await page.clock.runFor(10_000);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.clock.runFor(2500);

    // The attempt is kept for every tab: after a reload Pay opens the code step of that payment.
    await page.clock.resume();
    const stored = await page.evaluate(() => localStorage.getItem('repay.attempt.PL2024174'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ state: 'pending-code', cardId: '1' });
    await page.reload();
    await page.getByRole('radio', { name: /BDO Unibank/, checked: true }).waitFor();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await dialog.waitFor();
    await expectLocator(resend).toHaveText('get verification code');
    await eventually(() => repaymentCounts(suite, 'PL2024174')).toMatchObject({
      commitRequests: (before.commitRequests ?? 0) + 1,
      smsSent: 1,
    });

    await page.route(`${LOAN}/repayment-confirm*`, (route) => route.abort('internetdisconnected'));
    await dialog.getByLabel('Verification code').fill('654321');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'error');
    await page.unroute(`${LOAN}/repayment-confirm*`);
    await dialog.waitFor();

    // 800005 on confirm: the payment went through already: the spec's words, then "submitted".
    await page.route(`${LOAN}/repayment-confirm*`, (route) =>
      route.fulfill({ json: { code: '800005', message: 'duplicate' } }),
    );
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'do not repeat the payment request');
    await page.getByRole('heading', { name: 'Payment submitted' }).waitFor();
    await expectLocator(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
    await snap('repay-card-repeated-confirm');
  });

  it('Pay says there is no connection when the payment code cannot be fetched, saves and sends nothing, and works once the signal is back', async () => {
    const { page, snap } = await suite.phone({
      allowErrors: [/payment-calls-[\w-]+\.js net::ERR_FAILED/, /Failed to load resource/],
    });
    // The Pay step's chunk (payment-calls.ts) never arrives: the signal dropped, no worker.
    await page.route(/\/assets\/payment-calls-[\w-]+\.js$/, (route) => route.abort());
    const before = await repaymentCounts(suite, 'PL2024174');
    const recovery = watchChunkRecovery(page);
    await page.goto(suite.url(demoPath('/repayment', { orderId: 'PL2024174', productId: '1' })));
    // The finger on a card fetches the code, which fails: the page reloads once.
    await page.getByText('**** **** **** 4821').click();
    await recovery.reloaded();
    await page.getByText('**** **** **** 4821').click();
    const pay = page.getByRole('button', { name: 'Pay', exact: true });
    await pay.click();
    await toast(page, 'No connection. Please check your mobile data or Wi-Fi and try again.');
    await expectLocator(pay).toBeEnabled();
    expect(await page.evaluate(() => Object.keys(localStorage))).not.toContainEqual(
      expect.stringMatching(/^repay\.attempt\./),
    );
    expect(await repaymentCounts(suite, 'PL2024174')).toEqual(before);
    // The signal is back: the next tap on Pay fetches the code again and asks for the payment.
    await page.unroute(/\/assets\/payment-calls-[\w-]+\.js$/);
    await pay.click();
    await page.getByRole('dialog', { name: 'SMS verification' }).waitFor();
    await eventually(() => repaymentCounts(suite, 'PL2024174')).toMatchObject({
      commitRequests: before.commitRequests + 1,
    });
    await snap('repay-card-pay-after-signal-back');
  });

  it("a link without the amount, to a lender that answers none: says why and leads to the loan's detail", async () => {
    const { page, snap } = await suite.phone();
    // The lender's repayment-way as the spec gives it: no amount (the sandbox adds one).
    await page.route(`${LOAN}/repayment-way*`, async (route) => {
      const response = await route.fetch();
      const answer = v.parse(
        v.looseObject({ data: v.looseObject({ repayAmount: v.unknown() }) }),
        await response.json(),
      );
      const { repayAmount: _left, ...data } = answer.data;
      expect(_left).toBe(1092500);
      await route.fulfill({ response, json: { ...answer, data } });
    });
    // An old notification's link: the loan, but no withholdingAmount.
    await page.goto(suite.url(demoPath('/repayment', { orderId: 'PL2024174', productId: '1' })));
    const note = page.getByRole('alert');
    await note.getByRole('heading', { name: 'The amount to pay is missing' }).waitFor();
    await note
      .getByText(
        "This link does not say how much to pay, so you cannot pay from this page. Open your loan's details to see what you owe and pay from there.",
      )
      .waitFor();
    // No grey Pay button without a reason, no card to choose for nothing.
    await expectLocator(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
    await expectLocator(page.getByRole('radio')).toHaveCount(0);
    await snap('repay-card-no-amount');
    await noAxeViolations(page);
    await note.getByRole('link', { name: 'View my loan' }).click();
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    const query = new URL(page.url()).searchParams;
    expect([query.get('orderId'), query.get('productId'), query.get('sessionId')]).toEqual([
      'PL2024174',
      '1',
      DEMO_SESSION.sessionId,
    ]);
    await page.getByRole('heading', { name: 'Due soon', level: 2 }).waitFor();

    // The same lender with the amount in the link: that amount, and Pay.
    await page.goto(
      suite.url(
        demoPath('/repayment', {
          orderId: 'PL2024174',
          productId: '1',
          withholdingAmount: '1092500',
        }),
      ),
    );
    await expectLocator(page.getByTestId('card-amount')).toHaveText('₱10,925.00');
    await expectLocator(page.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();
  });

  it('pays at once when no SMS code is needed (needValid 0) and goes to the order detail', async () => {
    const { page, bridge } = await suite.phone({ bridge: 'ios' });
    await page.goto(
      suite.url(demoPath('/chooseRepayment', { orderId: 'PL2024170', productId: '1' })),
    );
    await page.getByText('UnionBank').click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    expect(new URL(page.url()).searchParams.get('orderId')).toBe('PL2024170');
    await toast(page, 'Payment submitted');
    expect(orderRow('PL2024170')).toEqual({ status: 200, repay_amount: 0 });
    await eventually(() => repaymentCounts(suite, 'PL2024170')).toMatchObject({
      commitRequests: 1,
      smsSent: 0,
    });
    expect(bridge.map((message) => message.action)).not.toContain('closeWebView');
    // iOS: the native repayment dialog is not dismissed (SPEC.md section 4, non-iOS only).
    expect(bridge.map((message) => message.action)).not.toContain('dismissRepayDialog');
  });
});
