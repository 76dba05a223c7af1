import type { Page } from 'playwright-core';
import { throttleToSlowPhone } from '../../scripts/lib/lcp-run';

/**
 * The slow phone on slow mobile data `npm run bench` measures on (scripts/lib/lcp-run.ts), applied
 * to a test's page: 150 ms round trips, 1.6 Mbit/s down, a CPU 4x slower.
 */
export async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await throttleToSlowPhone(cdp);
}
