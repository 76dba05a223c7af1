import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { CARD_LOAN_ROUTES, loggedRepaymentCode, repaymentCounts } from './repay-card-helpers';
import {
  captchaAnswer,
  expectToast,
  field,
  openPromotion,
  PROMO_QUERY,
  sendButton,
} from './promotion-helpers';
import { eventually } from '../setup/expect-page';
import { pauseClock } from '../setup/clock';

/** Guessing is bounded: a spent SMS code, and a rate limit (429) as the borrower reads it. */
const suite = browserSuite();
const LOAN = CARD_LOAN_ROUTES;

async function toastText(page: Page): Promise<string | null> {
  return page.getByTestId('toast').textContent();
}

describe('guessing is bounded', () => {
  it('(d) the sixth try after five wrong codes is refused clearly; a resend then works', async () => {
    const { page, snap } = await suite.phone();
    await page.clock.install();
    await page.goto(suite.url(demoPath('/repayment', { orderId: 'PL2024180', productId: '2' })));
    await page.getByText('BDO Unibank').click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'SMS verification' });
    await dialog.waitFor();
    await pauseClock(page, 2000);

    const code = loggedRepaymentCode(suite, 'PL2024180');
    const wrong = code === '000000' ? '111111' : '000000';
    const input = dialog.getByLabel('Verification code');
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await input.fill(wrong);
      const answered = page.waitForResponse(`${LOAN}/repayment-confirm*`);
      await confirm.click();
      await answered;
      await eventually(() => toastText(page)).toBe('verification code error');
      // Each try ends before the next: the toast is hidden again in between.
      await page.clock.runFor(2500);
      await eventually(() => page.getByTestId('toast').count()).toBe(0);
    }
    // The sixth try, even with the right code: the code is spent.
    await input.fill(code);
    await confirm.click();
    await eventually(() => toastText(page)).toBe(
      "Too many wrong codes. Tap 'get verification code' for a new one.",
    );
    await snap('repay-card-code-spent');
    await eventually(() => repaymentCounts(suite, 'PL2024180')).toMatchObject({
      debits: 0,
      confirmRequests: 6,
    });

    await page.clock.runFor(60_000);
    const resend = dialog.getByRole('button', { name: 'get verification code' });
    await resend.click();
    await eventually(() => toastText(page)).toBe('verification code sent, please check your phone');
    await page.clock.resume();
    await input.fill(loggedRepaymentCode(suite, 'PL2024180'));
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    const seen = await repaymentCounts(suite, 'PL2024180');
    console.info(`(d) five wrong codes, then resend: debits recorded = ${seen.debits}`);
    expect(seen).toMatchObject({ debits: 1, smsSent: 2, commitRequests: 2, confirmRequests: 7 });
  });

  it('(e) a 429 reads "too many tries, wait N s" with N from Retry-After, on the card page and the promotion page', async () => {
    const { page, snap } = await suite.phone({ allowErrors: [/status of 429/] });
    await page.route(`${LOAN}/repayment-commit*`, (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '17' },
        json: { code: 429, message: 'Rate limit exceeded, retry in 17 seconds' },
      }),
    );
    await page.goto(suite.url(demoPath('/repayment', { orderId: 'PL2024174', productId: '1' })));
    await page.getByText('BDO Unibank').click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectToast(page, 'Too many tries. Please wait 17 s and try again.');
    await snap('repay-card-429');
    // Refused before anything happened: the borrower may pay once the wait is over.
    await page.getByRole('button', { name: 'Pay', exact: true }).waitFor();
    await eventually(() =>
      page.evaluate(() => localStorage.getItem('repay.attempt.PL2024174')),
    ).toBe(null);

    await page.route('**/promotion/get-sms**', (route) =>
      route.fulfill({ status: 429, headers: { 'Retry-After': '45' }, json: { code: 429 } }),
    );
    await openPromotion(page, suite.url(`/promotion?${PROMO_QUERY}`));
    await field(page, 'Mobile number').fill('13612345678');
    await field(page, 'Image captcha').fill(await captchaAnswer(page, suite.sandbox));
    await sendButton(page).click();
    await expectToast(page, 'Too many tries. Please wait 45 s and try again.');
    await snap('promotion-429');
  });
});
