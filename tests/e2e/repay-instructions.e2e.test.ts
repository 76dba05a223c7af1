import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { expectLocator } from '../setup/expect-page';

const suite = browserSuite();

async function noAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((item) => `${item.id}: ${item.help}`)).toEqual([]);
}

describe('instruction pages', () => {
  it('the tip image opens the provider instructions: e-wallet steps, the cashier, images that enlarge', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url(demoPath('/repay', { orderId: 'PL2024170', productId: '1' })));
    await page.getByRole('link', { name: /How to pay with your reference number/ }).click();
    await page.waitForURL((url) => url.pathname === '/dragonpayInstructions');
    await page.getByRole('heading', { name: 'How to pay with Dragonpay', level: 1 }).waitFor();
    const wallets = page.getByRole('region', { name: 'Pay with GCash or Maya' });
    await expectLocator(wallets.getByRole('listitem')).toHaveTexts([
      '1Open your e-wallet app and tap Pay Bills.',
      '2Choose Payment Solutions.',
      '3Choose Dragonpay as the biller.',
      '4Enter your reference number and the exact amount, then confirm.',
    ]);
    const store = page.getByRole('region', { name: 'Pay at a store cashier' });
    await store.getByText(/tell the cashier you are paying Dragonpay/).waitFor();
    await snap('repay-provider-instructions');
    await noAxeViolations(page);

    await wallets
      .getByRole('button', { name: /Enlarge the picture: Choose Payment Solutions/ })
      .click();
    const viewer = page.getByRole('dialog', { name: 'Choose Payment Solutions.' });
    const image = viewer.getByRole('img', { name: 'Illustration: Choose Payment Solutions.' });
    await image.waitFor();
    const box = await image.boundingBox();
    expect(box?.width).toBeGreaterThan(280);
    await snap('repay-provider-image-enlarged');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expectLocator(viewer).toBeHidden();
  });

  it('the rollover tip image opens the rollover instructions', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url(demoPath('/repayDelay', { orderId: 'PL2024174', productId: '1' })));
    await page.getByRole('link', { name: /How a rollover works/ }).click();
    await page.getByRole('heading', { name: 'How to roll over your loan', level: 1 }).waitFor();
    await expectLocator(
      page.getByRole('region', { name: 'Roll over in 4 steps' }).getByRole('listitem'),
    ).toHaveCount(4);
    await snap('repay-rollover-instructions');
    await noAxeViolations(page);
  });
});
