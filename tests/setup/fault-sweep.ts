import { describe, expect, it } from 'vitest';
import { browserSuite } from './browser';
import {
  EXPECTED_NETWORK_NOISE,
  expectNotBlank,
  injectFault,
  sweepTargets,
  visibleError,
  type Fault,
} from './sweep';

const REQUEST_TIMEOUT_MS = 60_000;

/**
 * For every screen: every API call it makes answers with the fault. The screen must show an error
 * (an error view or a toast), never a blank page or an uncaught error, and an error view's
 * "Try again" must recover once the API answers again.
 */
export function faultSweep(faults: Fault[]): void {
  const suite = browserSuite();
  for (const fault of faults) {
    describe(`every screen, every call: ${fault}`, () => {
      for (const target of sweepTargets()) {
        it(`${target.screen} (${target.path})`, async () => {
          const phone = await suite.phone({ allowErrors: EXPECTED_NETWORK_NOISE });
          const { page } = phone;
          if (fault === 'timeout') await page.clock.install();
          const faulted = await injectFault(page, fault);
          await page.goto(suite.url(target.url), { waitUntil: 'domcontentloaded' });
          await page.waitForTimeout(800);
          if (fault === 'timeout' && faulted.count > 0)
            await page.clock.fastForward(REQUEST_TIMEOUT_MS + 1000);
          if (faulted.count > 0) {
            const shown = await visibleError(page);
            expect(
              shown,
              `${target.screen}: no error shown for ${faulted.count} failed call(s)`,
            ).not.toBeNull();
            const retry = page.locator('[role=alert]').getByRole('button', { name: 'Try again' });
            if (shown === 'alert' && (await retry.count()) > 0 && fault !== 'timeout') {
              await page.unroute('**/api/**');
              await retry.first().click();
              await expect
                .poll(() => page.locator('[role=alert]:visible').count(), { timeout: 8000 })
                .toBe(0);
            }
          }
          await expectNotBlank(page, target.screen);
        });
      }
    });
  }
}
