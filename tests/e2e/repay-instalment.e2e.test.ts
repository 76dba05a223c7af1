import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { imagesFrom } from '../setup/images';
import { decodeBarcode } from '../setup/barcode';
import { eventually, expectLocator } from '../setup/expect-page';
import { repaymentCounts } from './repay-card-helpers';

const suite = browserSuite();

function counts(orderId: string): Promise<Record<string, number>> {
  return repaymentCounts(suite, orderId);
}

async function toast(page: Page, text: string) {
  await page.getByTestId('toast').filter({ hasText: text }).waitFor();
}

/** The gateway's page of a voucher, on the foreign origin (another site than the app's). */
function isGatewayPage(url: URL): boolean {
  return url.origin === new URL(suite.foreignUrl('/')).origin && /^\/pay\/V/.test(url.pathname);
}

async function noAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((item) => `${item.id}: ${item.help}`)).toEqual([]);
}

describe('instalment repayment', () => {
  it('shows the date, the amount, 2 detail rows until more, the tip image and the pay code', async () => {
    const { page, snap, bridge } = await suite.phone();
    await page.goto(suite.url(demoPath('/repay', { orderId: 'PL2024170', productId: '1' })));
    await page.getByRole('heading', { name: 'Repayment', level: 1 }).waitFor();
    await page.getByText('Repayment date 2026-12-05').waitFor();
    await expectLocator(page.getByTestId('repay-amount')).toHaveText('₱7,650.00');
    // The provider and product logos come from the lender's CDN, another site than the app.
    await eventually(() => imagesFrom(page, suite.foreignUrl('/'))).toEqual([
      { src: suite.foreignUrl('/images/repayment/logo-dragonpay.svg'), loaded: true },
      { src: suite.foreignUrl('/images/products/product-1.svg'), loaded: true },
    ]);
    const rows = page.getByRole('region', { name: 'Loan details' }).locator('dt');
    await expectLocator(rows).toHaveTexts(['Loan amount', 'Interest and fees']);
    await snap('repay-instalment');
    await noAxeViolations(page);

    await page.getByRole('button', { name: 'more' }).click();
    await expectLocator(rows).toHaveCount(5);
    await snap('repay-instalment-expanded', true);
    await page.getByRole('button', { name: 'hide' }).click();
    await expectLocator(rows).toHaveCount(2);

    const tip = page.getByRole('link', { name: /How to pay with your reference number/ });
    await expectLocator(tip).toHaveAttribute(
      'href',
      /^\/dragonpayInstructions\?.*orderId=PL2024170/,
    );

    await expectLocator(page.getByTestId('pay-code')).toHaveText('7001248813');
    // The spec's visible label, lower case, not only the accessible name.
    await expectLocator(page.getByRole('button', { name: 'Copy pay code 7001248813' })).toHaveText(
      'copy',
    );
    await page.getByRole('button', { name: 'Copy pay code 7001248813' }).click();
    await toast(page, 'copy success');
    await eventually(() => bridge).toContainEqual({
      action: 'copy',
      payload: { text: '7001248813' },
    });
  });

  it('opens from the native app\'s /whetherRepay deep link (its alias), never "Page not found"', async () => {
    const { page } = await suite.phone();
    await page.goto(
      suite.url(
        '/whetherRepay?deviceId=demo-device-01&appVersion=3.2.0&userId=10001&appName=pesoloan&sessionId=demo-session-10001&clientType=android&merchantNumber=M0001&mobilePhone=09171234567&orderId=PL2024170&productId=1',
      ),
    );
    await page.getByRole('heading', { name: 'Repayment', level: 1 }).waitFor();
    await expectLocator(page.getByTestId('repay-amount')).toHaveText('₱7,650.00');
    expect(new URL(page.url()).pathname).toBe('/whetherRepay');
    await expectLocator(page.getByText('Page not found')).toHaveCount(0);
  });

  it('copies with the Clipboard API outside the app, and offers a selectable box when nothing can copy', async () => {
    const web = await suite.phone({
      bridge: 'none',
      context: { permissions: ['clipboard-read', 'clipboard-write'] },
    });
    await web.page.goto(suite.url(demoPath('/repay', { orderId: 'PL2024170', productId: '1' })));
    await web.page.getByRole('button', { name: 'Copy pay code 7001248813' }).click();
    await toast(web.page, 'copy success');
    await eventually(() => web.page.evaluate(() => navigator.clipboard.readText())).toBe(
      '7001248813',
    );

    const bare = await suite.phone({ bridge: 'none' });
    await bare.context.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined });
      document.execCommand = () => false;
    });
    await bare.page.goto(suite.url(demoPath('/repay', { orderId: 'PL2024170', productId: '1' })));
    await bare.page.getByRole('button', { name: 'Copy pay code 7001248813' }).click();
    const box = bare.page.getByRole('dialog', { name: 'Copy this text' }).getByRole('textbox');
    await expectLocator(box).toHaveValue('7001248813');
    await bare.snap('repay-copy-fallback');
  });

  it('renders the pay code as a CODE128 bar code that decodes back to the pay code', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url(demoPath('/repay', { orderId: 'PL2024170', productId: '1' })));
    await page.getByRole('button', { name: 'Show bar code' }).click();
    const dialog = page.getByRole('dialog', { name: 'barCode' });
    await dialog.getByText('scanToPay').waitFor();
    await dialog.getByText('7001248813', { exact: true }).waitFor();
    const barcode = dialog.getByRole('img', { name: 'Bar code of pay code 7001248813' });
    // The bars are drawn once the bar-code library has arrived (src/features/repayment/components/bar-code.tsx).
    await expect
      .poll(() => barcode.evaluate((svg) => svg.querySelectorAll('rect').length))
      .toBeGreaterThan(10);
    const box = await barcode.boundingBox();
    expect(box?.width).toBeGreaterThan(240);
    expect(decodeBarcode(await barcode.screenshot())).toBe('7001248813');
    await snap('repay-barcode');
    await noAxeViolations(page);
  });

  it("pays through the sheet: first channel selected, one voucher for a double tap, then the gateway's page and back", async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url(demoPath('/repay', { orderId: 'PL2024170', productId: '1' })));
    await page.getByRole('button', { name: 'Payment Method' }).click();
    const sheet = page.getByRole('dialog', { name: 'Payment Method' });
    await sheet.getByText('Please select your repayment method for payment').waitFor();
    await expectLocator(sheet.getByRole('radio', { name: 'GCash' })).toBeChecked();
    await snap('repay-sheet');
    await noAxeViolations(page);
    await sheet.getByText('7-Eleven').click();
    await expectLocator(sheet.getByRole('radio', { name: '7-Eleven' })).toBeChecked();
    await expectLocator(sheet.getByRole('radio', { name: 'GCash' })).toBeChecked(false);

    // Hold the voucher response so the second tap lands while the first is in flight.
    let bodies: string[] = [];
    await page.route('**/api/v3/loan-details/generate-vcode*', async (route) => {
      bodies = [...bodies, route.request().postData() ?? ''];
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    // A double tap: both taps land before the first one's answer, whatever the machine's load.
    await sheet.getByRole('button', { name: 'Payment' }).dblclick();
    await page.waitForURL(isGatewayPage);
    await page.getByRole('heading', { name: 'Sandbox payment page' }).waitFor();
    await expectLocator(page.getByTestId('reference')).toHaveText('7001248813');
    await page.getByText('Channel: 7-Eleven').waitFor();
    await snap('repay-gateway-page');
    expect(bodies.map((body) => JSON.parse(body) as unknown)).toEqual([
      { productId: '1', orderId: 'PL2024170', amount: 765000, channelNumber: '90011' },
    ]);
    await eventually(() => counts('PL2024170')).toMatchObject({ voucherRequests: 1, vouchers: 1 });

    // Paying at the counter settles the order; the gateway's link leads back to it in the app.
    await page.getByRole('button', { name: 'Simulate payment at the counter' }).click();
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    expect(isGatewayPage(new URL(page.url()))).toBe(true);
    await snap('repay-gateway-paid');
    await page.getByRole('link', { name: 'Back to the app' }).click();
    await page.waitForURL((url) => url.href.startsWith(suite.url('/loanDetail?')));
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      orderId: 'PL2024170',
      productId: '1',
    });
    await page.getByRole('heading', { name: 'Settled', level: 2 }).waitFor();
    await snap('repay-gateway-back-in-app');
  });

  it('shows the server message with a retry when the loan has nothing to repay', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url(demoPath('/repay', { orderId: 'PL2024200', productId: '4' })));
    await page.getByRole('alert').getByText('This loan has already been repaid.').waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await snap('repay-instalment-error');
  });
});

describe('rollover repayment', () => {
  it('shows the rollover amount, the next payment date and the plan, and pays with isDelay = 1', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url(demoPath('/repayDelay', { orderId: 'PL2024174', productId: '1' })));
    await page.getByRole('heading', { name: 'Rollover repayment', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Rollover amount' }).waitFor();
    await expectLocator(page.getByTestId('repay-amount')).toHaveText('₱1,850.00');
    await page.getByText('Your next payment date is 2026-12-24').waitFor();
    const plan = page.getByRole('region', { name: 'Plan' });
    await plan.getByText('Rollover fee').waitFor();
    await plan.getByText('₱10,925.00').waitFor();
    await expectLocator(page.getByRole('link', { name: /How a rollover works/ })).toHaveAttribute(
      'href',
      /^\/rolloverInstructions\?/,
    );
    await expectLocator(page.getByTestId('pay-code')).toHaveText('7001249902');
    await snap('repay-rollover', true);
    await noAxeViolations(page);

    await page.getByRole('button', { name: 'Show bar code' }).click();
    await page.getByRole('dialog', { name: 'barCode' }).getByText('scanToPay').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();

    const voucher = page.waitForRequest('**/api/v3/loan-details/generate-vcode*');
    await page.getByRole('button', { name: 'Payment Method' }).click();
    await page
      .getByRole('dialog', { name: 'Payment Method' })
      .getByRole('button', { name: 'Payment' })
      .click();
    expect(JSON.parse((await voucher).postData() ?? '')).toEqual({
      productId: '1',
      orderId: 'PL2024174',
      amount: 185000,
      channelNumber: '90006',
      isDelay: 1,
    });
    await page.waitForURL(isGatewayPage);
    await page.getByText('Channel: GCash').waitFor();
  });

  it('says so when rollover is not offered for the loan', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url(demoPath('/repayDelay', { orderId: 'PL2024180', productId: '2' })));
    await page.getByRole('alert').getByText('Rollover is not available for this loan.').waitFor();
  });
});
