import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually } from '../setup/expect-page';

const suite = browserSuite();
const ROLLOVER_STYLES = /\/assets\/repay-delay-route-[\w-]+\.css$/;

/** The rollover screen, reached from the order detail: its chunk and stylesheet load on the tap. */
async function openRollover(page: Page) {
  await page.goto(suite.url(demoPath('/loanDetail', { orderId: 'PL2024174', productId: '1' })));
  await page.getByRole('button', { name: 'Rollover Repayment' }).click();
  await page.waitForURL((url) => url.pathname === '/repayDelay');
  await page.getByRole('heading', { name: 'Rollover repayment', level: 1 }).waitFor();
}

/** The payment plan's rows are flex rows only when the screen's own stylesheet applies. */
function planRowDisplay(page: Page) {
  return page
    .getByRole('list')
    .filter({ hasText: 'Rollover fee' })
    .locator('li')
    .first()
    .evaluate((row) => getComputedStyle(row).display);
}

/** The stylesheet links on the page that point at the rollover screen's own sheet. */
function rolloverSheets(page: Page) {
  return page.evaluate(
    (source) =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) =>
        new RegExp(source).test(link.href),
      ).length,
    ROLLOVER_STYLES.source,
  );
}

describe('a screen reached in the app brings its stylesheet (src/lib/pwa/chunk-styles.ts)', () => {
  it('adds the screen’s stylesheet once', async () => {
    const { page, snap } = await suite.phone({ allowErrors: [/Failed to load resource/] });
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (ROLLOVER_STYLES.test(new URL(request.url()).pathname)) sheets.push(request.url());
    });
    await openRollover(page);
    expect(await planRowDisplay(page)).toBe('flex');
    expect(await rolloverSheets(page)).toBe(1);
    expect(sheets).toHaveLength(1);
    await snap('chunk-styles-rollover');
  });

  it('a stylesheet gone after a deploy reloads the page once onto the new version', async () => {
    const { page } = await suite.phone({
      allowErrors: [/Failed to load resource/, /repay-delay-route-[\w-]+\.css/],
    });
    let refused = 0;
    await page.route(ROLLOVER_STYLES, async (route) => {
      if (refused === 0) {
        refused += 1;
        await route.fulfill({ status: 404, body: 'gone' });
      } else await route.continue();
    });
    const loads: string[] = [];
    page.on('load', () => loads.push(new URL(page.url()).pathname));
    await openRollover(page);
    // The failed sheet fired vite:preloadError; the app reloaded /repayDelay from the server.
    await eventually(() => loads).toEqual(['/loanDetail', '/repayDelay']);
    await page.getByRole('heading', { name: 'Rollover repayment', level: 1 }).waitFor();
    expect(await planRowDisplay(page)).toBe('flex');
    expect(refused).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('pwa.preloadReloaded'))).toMatch(
      /^\d+$/,
    );
    expect(await rolloverSheets(page)).toBe(1);
  });
});
