import { describe, expect, it } from 'vitest';
import { demoPath, demoQuery } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { expectLocator } from '../setup/expect-page';

const suite = browserSuite();

/** The gateway's page of a voucher, on the foreign origin (another site than the app's). */
function isGatewayPage(url: URL): boolean {
  return url.origin === new URL(suite.foreignUrl('/')).origin && /^\/pay\/V/.test(url.pathname);
}

describe('card page links and the online payment redirect', () => {
  it('links to bind a card and to online payment with the legacy parameters', async () => {
    const { page } = await suite.phone();
    await page.goto(
      suite.url(
        demoPath('/repayment', {
          orderId: 'PL2024180',
          productId: '2',
          couponId: 'C77',
          couponMoney: '5000',
        }),
      ),
    );
    const bind = new URL(
      (await page.getByRole('link', { name: 'Bind a new card' }).getAttribute('href')) ?? '',
      suite.url('/'),
    );
    expect(bind.pathname).toBe('/bindCard');
    expect(Object.fromEntries(bind.searchParams)).toMatchObject({
      orderId: 'PL2024180',
      productId: '2',
      couponMoney: '5000',
      couponId: 'C77',
      withholdingAmount: '712000',
      from: 'payway',
    });
    const online = new URL(
      (await page.getByRole('link', { name: 'Pay online instead' }).getAttribute('href')) ?? '',
      suite.url('/'),
    );
    expect(online.pathname).toBe('/onlinePayment');
    expect(Object.fromEntries(online.searchParams)).toMatchObject({
      orderId: 'PL2024180',
      productId: '2',
      withholdingAmount: '712000',
      from: 'payway',
    });

    const huichao = page.waitForRequest('**/repayment-huichao*');
    await page.getByRole('link', { name: 'Pay online instead' }).click();
    expect(Object.fromEntries(new URLSearchParams((await huichao).postData() ?? ''))).toEqual({
      userId: '10001',
      orderId: 'PL2024180',
      amount: '712000',
    });
    await page.waitForURL(isGatewayPage);
    await page.getByRole('heading', { name: 'Sandbox payment page' }).waitFor();
    await page.getByText('Channel: Online payment').waitFor();

    await page.getByRole('button', { name: 'Simulate payment at the counter' }).click();
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    await page.getByRole('link', { name: 'Back to the app' }).click();
    await page.waitForURL((url) => url.href.startsWith(suite.url('/loanDetail?')));
    expect(new URL(page.url()).searchParams.get('orderId')).toBe('PL2024180');
    await page.getByRole('heading', { name: 'Settled', level: 2 }).waitFor();
  });

  it('the legacy #/alipayrepayment link calls huichao and redirects to its url', async () => {
    const { page } = await suite.phone();
    await page.goto(
      suite.url(
        `/?${demoQuery()}#/alipayrepayment?orderId=PL2024174&productId=1&withholdingAmount=1092500&from=payway`,
      ),
    );
    await page.waitForURL(isGatewayPage);
    await expectLocator(page.getByTestId('reference')).toHaveText('7001249902');
  });

  it('shows the server message when online payment is refused', async () => {
    const { page, snap } = await suite.phone();
    await page.route('**/repayment-huichao*', (route) =>
      route.fulfill({ json: { code: '01', message: 'Online payment is under maintenance.' } }),
    );
    await page.goto(
      suite.url(
        demoPath('/onlinePayment', {
          orderId: 'PL2024170',
          productId: '1',
          withholdingAmount: '765000',
        }),
      ),
    );
    await page.getByRole('alert').getByText('Online payment is under maintenance.').waitFor();
    await page
      .getByTestId('toast')
      .filter({ hasText: 'Online payment is under maintenance.' })
      .waitFor();
    await snap('repay-online-failed');
  });
});
