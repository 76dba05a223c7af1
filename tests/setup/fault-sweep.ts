import { errors } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser';
import { eventually, expectLocator } from './expect-page';
import { watchRequests } from './settle';
import type { ScreenTarget } from '../../scripts/lib/screen-urls';
import {
  EXPECTED_NETWORK_NOISE,
  expectNotBlank,
  injectFault,
  SCREENS_WITHOUT_CALLS,
  sweepTargets,
  visibleError,
  type Fault,
} from './sweep';

const REQUEST_TIMEOUT_MS = 60_000;

/**
 * For every screen that calls the API: every call it makes answers with the fault. The screen must
 * show an error (an error view or a toast), never a blank page or an uncaught error, and an error
 * view's "Try again" must recover once the API answers again. With `screensWithoutCalls`, the file
 * also checks once that each screen listed as calling nothing makes no call: a screen that calls
 * nothing meets no fault, so one check stands for every fault, and a listed screen that does call
 * fails there instead of escaping the sweeps unchecked.
 */
export function faultSweep(faults: Fault[], { screensWithoutCalls = false } = {}): void {
  const suite = browserSuite();
  const callsNone = (target: ScreenTarget) => SCREENS_WITHOUT_CALLS.includes(target.screen);
  const calling = sweepTargets().filter((target) => !callsNone(target));
  for (const fault of faults) {
    describe(`every screen, every call: ${fault}`, () => {
      for (const target of calling) {
        it(`${target.screen} (${target.path})`, async () => {
          const phone = await suite.phone({ allowErrors: EXPECTED_NETWORK_NOISE });
          const { page } = phone;
          if (fault === 'timeout') await page.clock.install();
          const faulted = await injectFault(page, fault);
          await page.goto(suite.url(target.url), { waitUntil: 'domcontentloaded' });
          await eventually(
            () => faulted.count,
            `${target.screen}: the faulted call never fired`,
          ).toBeGreaterThan(0);
          if (fault === 'timeout') await page.clock.fastForward(REQUEST_TIMEOUT_MS + 1000);
          const shown = await visibleError(page);
          expect(
            shown,
            `${target.screen}: no error shown for ${faulted.count} failed call(s)`,
          ).not.toBeNull();
          const retry = page.locator('[role=alert]').getByRole('button', { name: 'Try again' });
          if (shown === 'alert' && (await retry.count()) > 0 && fault !== 'timeout') {
            await page.unroute('**/api/**');
            // The screen's own retry (network and 5xx errors back off and try again) may get
            // there first and take the button away; either way the error view must go.
            await retry
              .first()
              .click({ timeout: 5000 })
              .catch((error: unknown) => {
                if (!(error instanceof errors.TimeoutError)) throw error;
              });
            await expectLocator(page.locator('[role=alert]:visible')).toHaveCount(0);
          }
          await expectNotBlank(page, target.screen);
        });
      }
    });
  }
  if (!screensWithoutCalls) return;
  describe('every screen listed as calling no API makes no call', () => {
    for (const target of sweepTargets().filter(callsNone)) {
      it(`${target.screen} (${target.path})`, async () => {
        const { page } = await suite.phone({ allowErrors: EXPECTED_NETWORK_NOISE });
        const requests = watchRequests(page);
        // Counted by the route the faults use (any one: none may be met); a call is one too many.
        const calls = await injectFault(page, 'offline');
        await page.goto(suite.url(target.url), { waitUntil: 'domcontentloaded' });
        await requests.settled();
        expect(calls.count, `${target.screen} calls the API after all`).toBe(0);
        await expectNotBlank(page, target.screen);
      });
    }
  });
}
