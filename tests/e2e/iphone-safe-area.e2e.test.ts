import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually } from '../setup/expect-page';

/**
 * An iPhone's notch and home bar (docs/decisions/iphone-specifics.md): the page covers the whole
 * screen (`viewport-fit=cover`) and its bars keep their content clear of the insets. Chromium
 * stands in for the iPhone's insets through its safe-area emulation.
 */
const suite = browserSuite();

async function setInsets(
  page: Page,
  insets: { top: number; bottom: number; left: number; right: number },
) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setSafeAreaInsetsOverride', { insets });
}

function padding(locator: Locator): Promise<string[]> {
  return locator.evaluate((node) => {
    const style = getComputedStyle(node);
    return [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft];
  });
}

describe('safe-area insets', () => {
  it('the title bar clears the notch and the bottom bar the home bar', async () => {
    const { page } = await suite.phone({ allowErrors: [/Failed to load resource/] });
    await page.goto(suite.url(demoPath('/loanDetail', { orderId: 'PL2024174', productId: '1' })));
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toContain(
      'viewport-fit=cover',
    );
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    const footer = page
      .getByRole('region', { name: 'Actions' })
      .locator('xpath=ancestor-or-self::*[contains(@class, "footer")][1]');
    await footer.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    expect(await padding(header)).toEqual(['0px', '16px', '0px', '16px']);
    expect(await padding(footer)).toEqual(['12px', '16px', '12px', '16px']);

    await setInsets(page, { top: 47, bottom: 34, left: 0, right: 0 });
    await eventually(() => padding(header)).toEqual(['47px', '16px', '0px', '16px']);
    await eventually(() => padding(footer)).toEqual(['12px', '16px', '46px', '16px']);
    // Landscape: the notch on one side.
    await setInsets(page, { top: 0, bottom: 21, left: 47, right: 47 });
    await eventually(() => padding(header)).toEqual(['0px', '63px', '0px', '63px']);
    await eventually(() => padding(footer)).toEqual(['12px', '63px', '33px', '63px']);
  });
});
