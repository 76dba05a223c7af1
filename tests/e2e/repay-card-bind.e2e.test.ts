import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEMO_SESSION, demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually, expectLocator } from '../setup/expect-page';
import { hookData } from '../setup/sandbox-hooks';
import { CARD_LOAN_ROUTES, formParams } from './repay-card-helpers';

/**
 * "Bind a new card" on the card repayment page binds a card to pay with and comes back to the
 * same payment, the new card listed and chosen (docs/decisions/bank-card-for-paying.md).
 */
const suite = browserSuite();

/** The card repayment link of an old notification: the loan, its amount and a coupon. */
const PAYMENT = {
  orderId: 'PL2024180',
  productId: '2',
  withholdingAmount: '712000',
  couponId: 'C9',
  couponMoney: '5000',
};

async function pick(page: Page, title: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${title} `) }).click();
  const sheet = page.getByRole('dialog', { name: title });
  await sheet.getByRole('radio', { name: option, exact: true }).check();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await sheet.waitFor({ state: 'hidden' });
}

/** A bank card to pay with, as the borrower fills the form in. */
async function fillCard(page: Page, bank: string, number: string) {
  await pick(page, 'Bank', bank);
  await page.getByLabel('Bank account number').fill(number);
  await pick(page, 'City of residence', 'Pasig');
  await pick(page, 'Salary day', '30');
}

async function noAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((item) => `${item.id}: ${item.help}`)).toEqual([]);
}

describe('binding a card to pay with', () => {
  it('from the card page and back inside the native app: the new card listed and chosen, amount and coupon as before', async () => {
    const { page, bridge, snap } = await suite.phone({ bridge: 'android' });
    await page.goto(suite.url(demoPath('/repayment', PAYMENT)));
    const cards = page.getByRole('group', { name: 'Choose a bank card' });
    await expectLocator(cards.getByRole('radio')).toHaveCount(3);
    await page.getByRole('link', { name: 'Bind a new card' }).click();

    // The bank account screen, for paying: its own heading and words, bank cards only.
    await page.waitForURL((url) => url.pathname === '/bindCard');
    const bindQuery = Object.fromEntries(new URL(page.url()).searchParams);
    expect(bindQuery).toMatchObject({ ...PAYMENT, from: 'payway', cardType: '1' });
    await page.getByRole('heading', { name: 'Add a card to pay with', level: 1 }).waitFor();
    await page
      .getByText(
        'Add the bank card or account you will pay this loan with. After you save it, you go back to your payment with this card chosen.',
      )
      .waitFor();
    await expectLocator(
      page.getByText('Your loan will be sent to this account', { exact: false }),
    ).toHaveCount(0);
    await expectLocator(page.getByRole('tab')).toHaveCount(0);
    await fillCard(page, 'UnionBank of the Philippines', '5200 8812 3456 7788');
    await snap('repay-card-bind-form');
    await noAxeViolations(page);
    const saved = page.waitForRequest((request) => request.url().includes('/bind-card/'));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    expect(new URL((await saved).url()).pathname).toBe('/api/v3/bind-card/save');

    // Back on the same payment: the same query, the new card listed and chosen.
    await page.waitForURL((url) => url.pathname === '/repayment');
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toMatchObject({ ...PAYMENT, sessionId: DEMO_SESSION.sessionId });
    expect(query).not.toHaveProperty('from');
    await page.getByTestId('toast').filter({ hasText: 'Card added' }).waitFor();
    await expectLocator(cards.getByRole('radio')).toHaveCount(4);
    await expectLocator(cards.getByRole('radio', { checked: true })).toHaveCount(1);
    await cards
      .getByRole('radio', { name: /UnionBank of the Philippines.*7788/, checked: true })
      .waitFor({ state: 'attached' });
    await expectLocator(page.getByTestId('card-amount')).toHaveText('₱7,120.00');
    await snap('repay-card-bound');
    await noAxeViolations(page);
    // Inside the native app the page stays: the bank flow ends, the webview is not closed.
    expect(bridge.map((message) => message.action)).toEqual(['startBank', 'endBank']);

    // Paying with it: the new card, the link's coupon.
    const commit = page.waitForRequest(`${CARD_LOAN_ROUTES}/repayment-commit*`);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const body = formParams((await commit).postData());
    const [record] = await hookData(
      suite,
      '/sandbox/bound-cards',
      v.array(v.object({ id: v.number(), cardNo: v.string() })),
    );
    expect(record?.cardNo).toBe('**** **** **** 7788');
    expect(body).toMatchObject({
      cardId: String(record?.id),
      bankName: 'UnionBank of the Philippines',
      bankCode: 'UBP',
      couponId: 'C9',
      amount: '712000',
      orderId: 'PL2024180',
      sendMsg: '0',
    });
    await page.getByRole('dialog', { name: 'SMS verification' }).waitFor();
  });

  it('a bind link from outside the page (the legacy #/addnormalcard with from=payway) also leads back to that payment, the card listed', async () => {
    const { page, bridge } = await suite.phone({ bridge: 'ios' });
    const legacy = `/#/addnormalcard?${new URLSearchParams({
      ...Object.fromEntries(new URLSearchParams(demoPath('/', PAYMENT).split('?')[1])),
      orderId: 'PL2024174',
      productId: '1',
      withholdingAmount: '1092500',
      from: 'payway',
    }).toString()}`;
    await page.goto(suite.url(legacy));
    await page.getByRole('heading', { name: 'Add a card to pay with', level: 1 }).waitFor();
    await fillCard(page, 'Security Bank', '4400 1234 5678 0001');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/repayment');
    expect(new URL(page.url()).searchParams.get('orderId')).toBe('PL2024174');
    const cards = page.getByRole('group', { name: 'Choose a bank card' });
    await cards.getByText('**** **** **** 0001').waitFor();
    await expectLocator(page.getByTestId('card-amount')).toHaveText('₱10,925.00');
    expect(bridge.map((message) => message.action)).not.toContain('closeWebView');
    await eventually(() => bridge.map((message) => message.action)).toContain('endBank');
  });
});
