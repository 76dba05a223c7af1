import AxeBuilder from '@axe-core/playwright';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../setup/browser';
import { DEMO_SESSION, demoPath } from '../fixtures/demo';
import { eventually, expectLocator } from '../setup/expect-page';
import { hookData } from '../setup/sandbox-hooks';

const suite = browserSuite();
const LEAVING = [/Failed to load resource/, /request failed: .*\/api\//];

function period(productId: string): string {
  return suite.url(demoPath('/confirmOfPeriod', { productId }));
}

function pushes(): Promise<unknown[]> {
  return hookData(suite, '/sandbox/loan-pushes', v.array(v.unknown()));
}

describe('loan confirmation V32', () => {
  it('loads with a form-style call and shows the promo pop-up, amounts in pesos, lists and the server button', async () => {
    const { page, snap } = await suite.phone();
    const satire = page.waitForRequest((req) => req.url().includes('/api/gopia/goya/satire'));
    await page.goto(period('1'));
    const request = await satire;
    expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    expect(request.headers()['x-device-id']).toBe(DEMO_SESSION.deviceId);
    expect(request.postData()).toBe('productId=1');

    const promo = page.getByRole('dialog', { name: 'Special offer' });
    await promo
      .getByText('First loan bonus: your service fee is 20% off if you confirm today.')
      .waitFor();
    // The banner comes from the lender's CDN, another site than the app.
    await expectLocator(promo.locator('img')).toHaveAttribute(
      'src',
      suite.foreignUrl('/images/products/promo-gift.svg'),
    );
    await eventually(() =>
      promo
        .locator('img')
        .evaluate((image) => image instanceof HTMLImageElement && image.naturalWidth > 0),
    ).toBe(true);
    await promo.getByRole('button', { name: 'Get my loan' }).waitFor();
    await snap('order-confirm-v32-promo');
    await promo.getByRole('button', { name: 'Close' }).click();
    await promo.waitFor({ state: 'hidden' });

    await page.getByRole('heading', { name: 'Loan amount' }).waitFor();
    await page
      .getByRole('region', { name: 'Loan amount' })
      .getByText('₱10,000.00', { exact: true })
      .waitFor();
    await page.getByText(/^First repayment date \d{4}-\d{2}-\d{2}$/).waitFor();
    await page.getByRole('heading', { name: 'Detailed' }).waitFor();
    await page
      .getByRole('region', { name: 'Detailed' })
      .getByText('₱10,600.00', { exact: true })
      .waitFor();
    const plan = page.getByRole('region', { name: 'Plan', exact: true });
    await expectLocator(plan.getByRole('listitem')).toHaveCount(4);
    await plan.getByText('3/4', { exact: true }).waitFor();
    const box = page.getByRole('checkbox', { name: 'I have read and agreed to the above' });
    await expectLocator(box).toBeChecked();
    const button = page.getByRole('button', { name: 'Get my loan' });
    await box.uncheck();
    await expectLocator(button).toBeDisabled();
    await box.check();
    await page
      .getByText('Before you proceed, please read the Disclosure Statement', { exact: false })
      .waitFor();
    await snap('order-confirm-v32');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((item) => item.id)).toEqual([]);
  });

  it('shows the rupee sign when the flag equals 1', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(period('2'));
    await page
      .getByRole('region', { name: 'Loan amount' })
      .getByText('₹5,000.00', { exact: true })
      .waitFor();
    await page
      .getByRole('region', { name: 'Detailed' })
      .getByText('₹5,273.00', { exact: true })
      .waitFor();
    await expectLocator(page.getByText('₱', { exact: false })).toHaveCount(0);
    await expectLocator(page.getByRole('dialog', { name: 'Special offer' })).toBeHidden();
    await snap('order-confirm-v32-rupee');
  });

  it('the promo button pushes once and replaces the page with from=confirm', async () => {
    const { page, bridge } = await suite.phone({ allowErrors: LEAVING });
    await page.goto(period('1'));
    const promo = page.getByRole('dialog', { name: 'Special offer' });
    const pushed = page.waitForRequest((req) => req.url().includes('/api/gopia/goya/depush'));
    await promo.getByRole('button', { name: 'Get my loan' }).dblclick();
    const body = new URLSearchParams((await pushed).postData() ?? '');
    expect(Object.fromEntries(body)).toEqual({
      amount: '1000000',
      periods: '4',
      termUnit: '30',
      productId: '1',
      channel: 'h5',
    });
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    expect(new URL(page.url()).searchParams.get('from')).toBe('confirm');
    await eventually(() => pushes()).toEqual([
      { variant: 'v32', product_id: '1', amount: 1000000 },
    ]);
    await eventually(() => bridge.map((message) => message.action)).toEqual(['confirmBurialPoint']);
  });

  it('a double tap on the main button pushes once; agreement links go through misunderstood', async () => {
    const { page } = await suite.phone({ allowErrors: LEAVING });
    await page.goto(period('2'));
    const link = page.waitForRequest((req) => req.url().includes('/api/gopia/goya/misunderstood'));
    await page.getByRole('button', { name: 'Loan Agreement' }).click();
    const query = new URL((await link).url()).searchParams;
    expect([query.get('scene'), query.get('position'), query.get('channel')]).toEqual([
      '3',
      '1',
      'h5',
    ]);
    await page.waitForURL(
      (url) => url.href === suite.foreignUrl('/agreements/loan-agreement?productId=2'),
    );
    await page.getByRole('heading', { name: 'Loan Agreement', level: 1 }).waitFor();
    await page.goBack();
    const before = (await pushes()).length;
    await page.getByRole('button', { name: 'Confirm loan' }).dblclick();
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    const after = await pushes();
    expect(after.length - before).toBe(1);
    expect(after.at(-1)).toEqual({ variant: 'v32', product_id: '2', amount: 500000 });
  });

  it('back-press with isPopType 1 shows Point out; Cancel closes the webview', async () => {
    const { page, bridge } = await suite.phone();
    await page.goto(period('1'));
    await page
      .getByRole('dialog', { name: 'Special offer' })
      .getByRole('button', { name: 'Close' })
      .click();
    await page.goBack();
    const prompt = page.getByRole('dialog', { name: 'Point out' });
    await prompt.getByText('Are you sure you want to leave?').waitFor();
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => bridge).toEqual([{ action: 'closeWebView', payload: {} }]);
  });

  it("a code other than '00' shows the server message and hides the loading toast", async () => {
    const { page, snap } = await suite.phone();
    await page.goto(period('9'));
    const message = 'This loan product is not available. Please go back and try again.';
    await page.getByTestId('toast').getByText(message).waitFor();
    await page.getByRole('alert').getByText(message).waitFor();
    await snap('order-confirm-v32-error');

    await page.goto(period('4'));
    await page.getByRole('button', { name: 'Submit' }).click();
    const toast = page.getByTestId('toast');
    await toast
      .getByText('This loan offer has expired. Please apply again from the home page.')
      .waitFor();
    await expectLocator(toast).toHaveAttribute('data-kind', 'message');
    expect(new URL(page.url()).pathname).toBe('/confirmOfPeriod');
  });
});
