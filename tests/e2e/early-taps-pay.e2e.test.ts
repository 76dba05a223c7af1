import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually, expectLocator } from '../setup/expect-page';
import { openWithAppHeld } from '../setup/hold-app';
import { slowPhone } from '../setup/phone-profile';
import { appStarted } from '../setup/settle';
import { repaymentCounts } from './repay-card-helpers';

/*
 * Issue 41: a borrower on a slow phone chooses a card and taps Pay, twice, before the app of the
 * card repayment page the server rendered has started: the payment is requested exactly once
 * when the app starts (src/paint-guard/keep-taps.ts). A sandbox of its own: the test pays.
 */
const suite = browserSuite(() => ({ serverRender: true }));

describe('Pay tapped before the app starts', () => {
  it('shows Pay taken at once and requests the payment exactly once', async () => {
    const { page, snap } = await suite.phone();
    await slowPhone(page);
    const { html, release } = await openWithAppHeld(
      page,
      suite.url(demoPath('/repayment', { orderId: 'PL2024180', productId: '2' })),
    );
    expect(html).toContain('id="first-answer"');
    await page.getByText('BDO Unibank').tap();
    const pay = page.getByRole('button', { name: 'Pay', exact: true });
    await pay.tap();
    await pay.tap();
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-app-started')),
    ).toBe(false);
    await expectLocator(pay).toHaveAttribute('aria-busy', 'true');
    await snap('early-tap-pay-kept');
    expect(await repaymentCounts(suite, 'PL2024180')).toMatchObject({ commitRequests: 0 });

    release();
    await appStarted(page);
    await page.getByRole('dialog', { name: 'SMS verification' }).waitFor();
    await eventually(() => repaymentCounts(suite, 'PL2024180')).toMatchObject({
      commitRequests: 1,
      smsSent: 1,
    });
    await expectLocator(page.locator('dialog[open]')).toHaveCount(1);
  });
});
