import type { Page } from 'playwright-core';

/**
 * Stops the page's installed clock (it then moves only with `runFor`), so countdowns and delays
 * read exactly on a slow machine. The clock keeps running while this asks the page for its time,
 * and pausing in the past throws: it stops a little ahead (a loaded machine once took over
 * 100 ms between the two calls). Timers due in that margin run on the way.
 */
export async function pauseClock(page: Page, aheadMs = 1000): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + aheadMs);
}
