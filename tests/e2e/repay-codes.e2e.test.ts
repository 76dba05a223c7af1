import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { swrConfig } from '../../src/lib/api/swr-config';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually, expectLocator } from '../setup/expect-page';
import { imagesFrom } from '../setup/images';

const suite = browserSuite();

async function noAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((item) => `${item.id}: ${item.help}`)).toEqual([]);
}

async function imageLoaded(page: Page, name: string | RegExp): Promise<boolean> {
  const image = page.getByRole('img', { name });
  await image.waitFor();
  return image.evaluate(
    (node) => node instanceof HTMLImageElement && node.complete && node.naturalWidth > 0,
  );
}

describe('repayment code page', () => {
  it('type 1 shows the amount in pesos, the code with Copy and the channel guide', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(
      suite.url(
        demoPath('/repaymentOfCode', { showType: '1', amount: '765000', payCode: '7001248813' }),
      ),
    );
    await page.getByRole('heading', { name: 'Repayment code', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Repayment amount' }).waitFor();
    await expectLocator(page.getByTestId('code-amount')).toHaveText('₱7,650.00');
    await expectLocator(page.getByTestId('repayment-code')).toHaveText('7001248813');
    await page
      .getByTestId('channel-guide')
      .getByRole('heading', { name: 'Pay at any of these channels' })
      .waitFor();
    // The spec's visible label, not only the accessible name.
    await expectLocator(
      page.getByRole('button', { name: 'Copy repayment code 7001248813' }),
    ).toHaveText('Copy');
    await page.getByRole('button', { name: 'Copy repayment code 7001248813' }).click();
    await page.getByTestId('toast').filter({ hasText: 'copy success' }).waitFor();
    await snap('repay-code-type1');
    await noAxeViolations(page);
  });

  it('/carpmm with requestType=1 behaves as the code page', async () => {
    const { page } = await suite.phone();
    await page.goto(
      suite.url(demoPath('/carpmm', { requestType: '1', amount: '712000', payCode: '7001250377' })),
    );
    await expectLocator(page.getByTestId('code-amount')).toHaveText('₱7,120.00');
    await expectLocator(page.getByTestId('repayment-code')).toHaveText('7001250377');
    await page.getByRole('button', { name: 'Copy', exact: false }).waitFor();
  });

  it('type 2 shows the QR code image and five scan-and-pay tips', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(
      suite.url(
        demoPath('/repaymentOfCode', {
          showType: '2',
          payCode: '7001248813',
          // The QR image is the payment provider's, on another origin.
          qrCode: suite.foreignUrl('/qr/7001248813'),
        }),
      ),
    );
    await page.getByRole('heading', { name: 'Scan to pay' }).waitFor();
    await eventually(() => imageLoaded(page, 'QR code for repayment code 7001248813')).toBe(true);
    await expectLocator(page.getByRole('listitem')).toHaveCount(5);
    await snap('repay-code-type2', true);
    await noAxeViolations(page);
  });

  it('explains an incomplete link instead of a blank page', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url(demoPath('/repaymentOfCode', { showType: '2', payCode: '1' })));
    await page
      .getByRole('alert')
      .getByText(
        'This repayment link is incomplete. Please open it again from your loan in the app.',
      )
      .waitFor();
  });
});

describe('saved repayment code (/repaymentOfCode2)', () => {
  it('opens from the pay-code card with the saved contract number, total and grouped steps', async () => {
    const { page, snap, bridge } = await suite.phone();
    await page.goto(suite.url(demoPath('/repay', { orderId: 'PL2024170', productId: '1' })));
    await page.getByRole('button', { name: /Dragonpay reference number: 7001248813/ }).click();
    await page.waitForURL((url) => url.pathname === '/repaymentOfCode2');
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe('demo-session-10001');
    await expectLocator(page.getByTestId('contract-number')).toHaveText('7001248813');
    await expectLocator(page.getByTestId('total-payment')).toHaveText('₱7,650.00');
    // The provider's logo (SPEC.md section 2), from the saved copy, drawn from the lender's CDN.
    await eventually(() => imagesFrom(page, suite.foreignUrl('/'))).toEqual([
      { src: suite.foreignUrl('/images/repayment/logo-dragonpay.svg'), loaded: true },
    ]);
    await page.getByRole('heading', { name: 'E-wallet', level: 3 }).waitFor();
    await page.getByRole('heading', { name: 'Over the counter', level: 3 }).waitFor();
    const gcash = page.getByRole('region', { name: 'E-wallet' });
    await gcash.getByRole('heading', { name: 'GCash', level: 4 }).waitFor();
    await gcash.getByText('Choose Payment Solutions, then Dragonpay.').first().waitFor();
    await page.getByText('Please keep the depositslip as proof of payment').waitFor();
    await page.getByRole('button', { name: 'Copy contract number 7001248813' }).click();
    await page.getByTestId('toast').filter({ hasText: 'copy success' }).waitFor();
    await eventually(() => bridge).toContainEqual({
      action: 'copy',
      payload: { text: '7001248813' },
    });
    await expectLocator(
      page.getByRole('button', { name: 'Copy contract number 7001248813' }),
    ).toHaveText('Click to Copy');
    await snap('repay-saved-code', true);
    await noAxeViolations(page);
  });

  it('totals the rollover amount when saved from the rollover screen', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url(demoPath('/repayDelay', { orderId: 'PL2024174', productId: '1' })));
    await page.getByRole('button', { name: /reference number: 7001249902/ }).click();
    await expectLocator(page.getByTestId('total-payment')).toHaveText('₱1,850.00');
    await expectLocator(page.getByTestId('contract-number')).toHaveText('7001249902');
  });

  it('works offline: the code page opens from saved info with no network at all', async () => {
    const { page, context, snap } = await suite.phone();
    // The worker start (its chunk, then the /sw.js health check) runs a while after load; going
    // offline before it has run would fail those loads, which is not what this test is about.
    const workerChecked = page.waitForResponse((response) => response.url().endsWith('/sw.js'));
    // The page's clock runs as usual, and lets the test skip ahead while the borrower reads.
    await page.clock.install();
    await page.goto(suite.url(demoPath('/repay', { orderId: 'PL2024180', productId: '2' })));
    await page.getByTestId('pay-code').waitFor();
    // Let the saved-code screen chunk warm up, as a borrower would spend a moment on this page.
    await page.waitForLoadState('networkidle');
    await workerChecked;
    await context.setOffline(true);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.getByRole('button', { name: /reference number: 7001250377/ }).click();
    await page.waitForURL((url) => url.pathname === '/repaymentOfCode2');
    await expectLocator(page.getByTestId('contract-number')).toHaveText('7001250377');
    await expectLocator(page.getByTestId('total-payment')).toHaveText('₱7,120.00');
    await page.getByText('Please keep the depositslip as proof of payment').waitFor();
    expect(requests.filter((url) => url.includes('/api/'))).toEqual([]);
    await snap('repay-saved-code-offline');

    // Back to the repayment screen and in again, still offline, reads it again from the device.
    // The borrower reads the code for a while, longer than SWR keeps an answer fresh: the
    // repayment screen shows what it has and asks nothing until the signal is back.
    await page.clock.fastForward(Number(swrConfig.dedupingInterval) + 500);
    await page.goBack();
    await page.getByTestId('pay-code').waitFor();
    await page.goForward();
    await expectLocator(page.getByTestId('contract-number')).toHaveText('7001250377');
    await page.goBack();
    await page.getByTestId('pay-code').waitFor();
    expect(requests.filter((url) => url.includes('/api/'))).toEqual([]);
    // The screen's answer was stale all along: it asks once the signal is back.
    const asked = page.waitForRequest((request) => request.url().includes('/loan-play-detail'));
    await context.setOffline(false);
    await asked;
  });

  it('says when the info could not be saved on this device (no IndexedDB)', async () => {
    const { page, context, snap } = await suite.phone();
    await context.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', { value: undefined });
    });
    await page.goto(suite.url(demoPath('/repay', { orderId: 'PL2024170', productId: '1' })));
    await page.getByRole('button', { name: /reference number: 7001248813/ }).click();
    await page
      .getByText(
        'This repayment information could not be saved on this device. Note down the contract number before you leave this page.',
      )
      .waitFor();
    await expectLocator(page.getByTestId('contract-number')).toHaveText('7001248813');
    await snap('repay-saved-code-not-persisted');
  });

  it('explains when nothing has been saved yet', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url(demoPath('/repaymentOfCode2')));
    await page.getByText('No saved repayment code').waitFor();
    await page
      .getByText(
        'No repayment code is saved on this device yet. Open your loan and tap the pay code card to save it.',
      )
      .waitFor();
  });

  it("on an iPhone's Safari, says Safari clears a site's saved data after 7 days without a visit", async () => {
    const { page } = await suite.phone({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    });
    await page.goto(suite.url(demoPath('/repaymentOfCode2')));
    await page
      .getByText(
        'No repayment code is saved on this device yet. Open your loan and tap the pay code card to save it. On an iPhone, Safari clears what a website saved when it has not been opened for 7 days. Add PesoLoan to your home screen to keep your code.',
      )
      .waitFor();
  });
});
