import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { axeViolations, smallTargets } from '../setup/a11y-checks';
import { browserSuite } from '../setup/browser';
import { expectLocator } from '../setup/expect-page';

/*
 * A page from one release asks a replica of another for one of its files (a rolling deploy):
 * the page's inline watcher (src/boot/asset-failure.ts) reloads once, then says the app is
 * updating, with a way to try again (docs/decisions/ops-rolling-deploys.md).
 */
const suite = browserSuite();
const MISSING = [/request failed: .*\/assets\/.*/, /Failed to load resource/];

describe('an app file that is not there', () => {
  it.each([
    ['the shell (order detail)', demoPath('/loanDetail', { orderId: 'PL2024170', productId: '1' })],
    ['a prerendered page (about us)', '/aboutUs'],
  ])(
    '%s: reloads once, then says the app is updating; Try again loads it once the file is back',
    async (_page, path) => {
      const { page, snap } = await suite.phone({ allowErrors: MISSING });
      const entry = /\/assets\/index-[\w-]+\.js$/;
      await page.route(entry, (route) => route.fulfill({ status: 404, body: 'Not found' }));
      // Document requests: the reload may come before the first page ever fired `load`.
      let loads = 0;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
      });
      await page.goto(suite.url(path), { waitUntil: 'commit' });
      // The reload waits a moment (RECOVERY_DELAY_MS) in case the borrower is leaving.
      await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
      const notice = page.getByRole('heading', { name: 'The app is updating' });
      await notice.waitFor();
      await expectLocator(page.locator('section[lang="fil"] h2')).toHaveText('Ina-update ang app');
      const retry = page.getByRole('button', { name: 'Try again / Subukang muli' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Try again / Subukang muli',
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
      await snap(`asset-failure-${path.startsWith('/aboutUs') ? 'prerendered' : 'shell'}`);

      await page.unroute(entry);
      await retry.click();
      await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
      await expectLocator(notice).toHaveCount(0);
      await expectLocator(page.locator('#root h1')).toBeVisible();
    },
  );
});
