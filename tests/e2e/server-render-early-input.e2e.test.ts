import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually, expectLocator } from '../setup/expect-page';
import { openWithAppHeld } from '../setup/hold-app';
import { appStarted, pageIdle } from '../setup/settle';
import { formParams } from './repay-card-helpers';

/*
 * A page the server rendered takes taps and typing before its app has started (a slow phone
 * fetching the app's code): what the borrower chose or typed then reaches the screen once the
 * app starts (src/paint-guard/replay-input.ts). A sandbox of its own: the first test pays.
 */
const suite = browserSuite(() => ({ serverRender: true }));

describe('input before the app starts, on a page the server rendered', () => {
  it('a card chosen before the app starts is the card chosen: its tick shows, and Pay pays with it', async () => {
    const { page, snap } = await suite.phone();
    const { html, release } = await openWithAppHeld(
      page,
      suite.url(demoPath('/repayment', { orderId: 'PL2024170', productId: '1' })),
    );
    expect(html).toContain('id="first-answer"');
    await page.getByText('UnionBank').click();
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-app-started')),
    ).toBe(false);
    release();
    await appStarted(page);
    await pageIdle(page);
    const chosen = page.locator('label[data-checked="true"]');
    await expectLocator(chosen).toHaveCount(1);
    await expectLocator(chosen).toContainText('UnionBank');
    await snap('server-render-card-chosen-early');

    const cardId = await chosen.locator('input').getAttribute('value');
    const commit = page.waitForRequest(/repayment-commit/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    expect(formParams((await commit).postData()).cardId).toBe(cardId);
    await page.waitForURL((url) => url.pathname === '/loanDetail');
  });

  it('an account number typed before the app starts is kept in the form', async () => {
    const { page, snap } = await suite.phone();
    const { html, release } = await openWithAppHeld(
      page,
      suite.url(demoPath('/bindCard', { productId: '1' })),
    );
    expect(html).toContain('id="first-answer"');
    const number = page.getByLabel('Bank account number');
    await number.fill('0012-3456-7890');
    release();
    await appStarted(page);
    await pageIdle(page);
    // The form's own rule took it (digits only), and the screen holds it: the field, shown again
    // after the other tab, comes back with it.
    await eventually(() => number.inputValue()).toBe('001234567890');
    await page.getByRole('tab', { name: 'E-wallet' }).click();
    await page.getByRole('tab', { name: 'Bank account' }).click();
    await expectLocator(number).toHaveValue('001234567890');
    await snap('server-render-bank-typed-early');
  });
});
