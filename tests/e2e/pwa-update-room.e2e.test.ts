import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually } from '../setup/expect-page';
import { workerActivated } from '../setup/worker-activated';
import {
  builtVersion,
  startSwitchableServer,
  type SwitchableServer,
} from '../setup/switchable-server';

/**
 * The "new version" banner is fixed at the bottom of the viewport; the screen reserves its room
 * (src/lib/layout/reserve-bottom.ts) so it covers none of the screen's buttons. The build is
 * served by a host whose worker script a test can switch (a deploy); the API is the sandbox's.
 */
const suite = browserSuite();
let server: SwitchableServer;

beforeEach(async () => {
  server = await startSwitchableServer(builtVersion());
});
afterEach(async () => {
  await server.close();
});

/** After scrolling to the page's end: every visible control the banner's box overlaps. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const banner = document.querySelector('[data-testid="update-banner"]');
    if (!banner) return ['no banner'];
    const cover = banner.getBoundingClientRect();
    return [...document.querySelectorAll('button, a[href], input, select, textarea')]
      .filter((control) => !banner.contains(control))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          box.bottom > cover.top &&
          box.top < cover.bottom &&
          box.right > cover.left &&
          box.left < cover.right
        );
      })
      .map((control) => control.textContent?.trim() || control.tagName);
  });
}

/**
 * At the page's top, with content behind the banner: what the page shows just above the banner
 * and in the margins beside and under it, other than the screen's sticky footer.
 */
function pageAroundBanner(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const banner = document.querySelector('[data-testid="update-banner"]');
    let footer = document.querySelector('[aria-label="Actions"]');
    while (footer && getComputedStyle(footer).position !== 'sticky') footer = footer.parentElement;
    if (!banner || !footer) return ['no banner or no sticky footer'];
    const box = banner.getBoundingClientRect();
    const points = [
      [window.innerWidth / 2, box.top - 1],
      [box.left / 2, box.top + box.height / 2],
      [window.innerWidth - (window.innerWidth - box.right) / 2, box.top + box.height / 2],
      [window.innerWidth / 2, (box.bottom + window.innerHeight) / 2],
    ];
    return points
      .map(([x = 0, y = 0]) => document.elementFromPoint(x, y))
      .filter((shown) => shown !== null && !footer.contains(shown) && !banner.contains(shown))
      .map((shown) => `${shown?.tagName ?? ''} ${shown?.textContent?.slice(0, 40) ?? ''}`);
  });
}

describe('the update banner', () => {
  it("covers none of the order detail's buttons ('REPAY', 'Rollover Repayment')", async () => {
    const { page, context, snap } = await suite.phone({
      context: { serviceWorkers: 'allow' },
      allowErrors: [/Failed to load resource/],
    });
    // The static host has no API: the page's calls go to the sandbox.
    await context.route(`${server.url}/api/**`, async (route) => {
      const asked = new URL(route.request().url());
      const response = await route.fetch({ url: suite.url(`${asked.pathname}${asked.search}`) });
      await route.fulfill({ response });
    });
    const detail = `${server.url}${demoPath('/loanDetail', { orderId: 'PL2024174', productId: '1' })}`;
    await page.goto(detail);
    await workerActivated(page);

    server.mode = 'new-version';
    await page.reload();
    const actions = page.getByRole('region', { name: 'Actions' });
    await eventually(() => actions.getByRole('button').allTextContents()).toEqual([
      'REPAY',
      'Rollover Repayment',
    ]);
    await page.getByTestId('update-banner').waitFor();
    await eventually(() => coveredControls(page)).toEqual([]);
    await snap('pwa-update-banner-order-detail');
    expect(await pageAroundBanner(page)).toEqual([]);
    await snap('pwa-update-banner-order-detail-top');
    // Reloading onto the new version gives the room back.
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByTestId('update-banner').waitFor({ state: 'detached' });
    await actions.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    expect(
      await page.evaluate(() =>
        document.documentElement.style.getPropertyValue('--bottom-overlay'),
      ),
    ).toBe('');
  });
});
