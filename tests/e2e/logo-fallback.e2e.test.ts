import { describe, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { expectLocator } from '../setup/expect-page';

/**
 * The lender's logo comes from another origin (a CDN), which the worker does not cache: offline,
 * or with that host down, it cannot load. The product card then shows the product's initials on
 * its tile, never the engine's empty or broken-image box.
 */
const suite = browserSuite();

describe("the provider's logo that cannot load", () => {
  it("shows the product's initials on the order detail's product card", async () => {
    const { page, context, snap } = await suite.phone({
      allowErrors: [/Failed to load resource/, /ERR_INTERNET_DISCONNECTED|ERR_FAILED/],
    });
    await context.route(`${suite.foreignUrl('/images/')}**`, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto(suite.url(demoPath('/loanDetail', { orderId: 'PL2024174', productId: '1' })));
    const card = page.getByRole('heading', { name: 'PesoLoan Plus', level: 2 });
    await card.waitFor();
    const failed = page.locator('[data-image-failed]');
    await expectLocator(failed).toHaveCount(1);
    await expectLocator(failed).toHaveText('PP');
    await expectLocator(page.locator('img[src*="/images/products/"]')).toHaveCount(0);
    await snap('logo-fallback-order-detail');
  });
});
