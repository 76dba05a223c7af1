import { errors, type Page } from 'playwright-core';
import { eventually } from './expect-page';
import { screenTargets, type ScreenTarget } from '../../scripts/lib/screen-urls';

/** Every screen of the route table with its demo query, as a path (the sweeps add the origin). */
export function sweepTargets(): ScreenTarget[] {
  return screenTargets('');
}

/**
 * Screens that call no API when they open with the sweep's demo query: the corporate site and
 * legal pages, pages drawn from their query or from saved data, forms that only send on submit.
 * The route → loader map says which (each screen's `loader`, `NO_CALL`: src/app/screen-manifest.ts). The sweeps that
 * change API answers (faults, hostile data) check that every other screen made the call they
 * changed, and the fault sweep that each listed one makes none, so a screen that never reaches
 * its call fails instead of passing unchecked.
 */
export { SCREENS_WITHOUT_CALLS } from '../../src/app/screen-facts';

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
  await eventually(
    () => page.evaluate(() => document.body.innerText.trim().length),
    `${label}: the screen is blank`,
  ).toBeGreaterThan(10);
}

/**
 * A visible error: an alert (error view), a toast, or a screen's own note that it fell back to
 * defaults (`data-error-note`). Returns which, or null if none shows within the wait.
 */
export async function visibleError(
  page: Page,
  timeoutMs = 6000,
): Promise<'alert' | 'toast' | 'note' | null> {
  const kinds = {
    alert: page.locator('[role=alert]:visible'),
    toast: page.locator('[data-testid=toast]:visible'),
    note: page.locator('[data-error-note]:visible'),
  } as const;
  try {
    await kinds.alert.or(kinds.toast).or(kinds.note).first().waitFor({ timeout: timeoutMs });
  } catch (error) {
    if (error instanceof errors.TimeoutError) return null;
    throw error;
  }
  for (const kind of ['alert', 'toast', 'note'] as const)
    if ((await kinds[kind].count()) > 0) return kind;
  return null;
}
