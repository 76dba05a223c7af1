import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenTargets, type ScreenTarget } from '../../scripts/lib/screen-urls';

/** Every screen of the route table with its demo query, as a path (the sweeps add the origin). */
export function sweepTargets(): ScreenTarget[] {
  return screenTargets('');
}

/** Console noise a failed request itself produces in Chromium; anything else is a real error. */
export const EXPECTED_NETWORK_NOISE = [
  /Failed to load resource/,
  /ERR_INTERNET_DISCONNECTED/,
  /ERR_FAILED/,
  /ERR_EMPTY_RESPONSE/,
  /ERR_CONNECTION/,
  /net::ERR_ABORTED/,
  /Blocked script execution in 'about:srcdoc'|sandboxed/,
];

export type Fault =
  'http-500' | 'malformed' | 'wrong-envelope' | 'business' | 'offline' | 'timeout';
export const BUSINESS_MESSAGE = 'Sweep: the service is busy, please try again later';

/** Makes every API call of the page fail the given way; returns a counter of faulted calls. */
export async function injectFault(page: Page, fault: Fault): Promise<{ count: number }> {
  const counter = { count: 0 };
  await page.route('**/api/**', async (route) => {
    counter.count += 1;
    switch (fault) {
      case 'http-500':
        return route.fulfill({
          status: 500,
          contentType: 'text/html',
          body: '<h1>Internal Server Error</h1>',
        });
      case 'malformed':
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"code":0,"data":',
        });
      case 'wrong-envelope':
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"ok":true,"result":[1,2,3]}',
        });
      case 'business':
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ code: '9999', message: BUSINESS_MESSAGE }),
        });
      case 'offline':
        return route.abort('internetdisconnected');
      case 'timeout':
        // Never answered: the client's own 60 s time-out must end it.
        return undefined;
    }
  });
  return counter;
}

/** The screen shows something: never a blank page. */
export async function expectNotBlank(page: Page, label: string): Promise<void> {
  const text = await page.evaluate(() => document.body.innerText.trim());
  expect(text.length, `${label}: the screen is blank`).toBeGreaterThan(10);
}

/**
 * A visible error: an alert (error view), a toast, or a screen's own note that it fell back to
 * defaults (`data-error-note`). Returns which, or null after the wait.
 */
export async function visibleError(
  page: Page,
  timeoutMs = 6000,
): Promise<'alert' | 'toast' | 'note' | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await page.locator('[role=alert]:visible').count()) return 'alert';
    if (await page.locator('[data-testid=toast]:visible').count()) return 'toast';
    if (await page.locator('[data-error-note]:visible').count()) return 'note';
    await page.waitForTimeout(100);
  }
  return null;
}
