import { describe, expect, it } from 'vitest';
import { browserSuite } from '../setup/browser';
import { EXPECTED_NETWORK_NOISE, sweepTargets } from '../setup/sweep';
import { axeViolations, layoutWidth, overflow, smallTargets } from '../setup/a11y-checks';
import { eventually } from '../setup/expect-page';
import { pageIdle, watchRequests } from '../setup/settle';

const suite = browserSuite();

describe('accessibility of every screen', () => {
  for (const target of sweepTargets()) {
    it(`${target.screen}: axe, tap targets, 360 and 320 px and 200% text`, async () => {
      const { page, snap } = await suite.phone({ allowErrors: EXPECTED_NETWORK_NOISE });
      const requests = watchRequests(page);
      await page.goto(suite.url(target.url));
      await requests.settled();
      expect(await axeViolations(page)).toEqual([]);
      // Read once, settled: retried, a "nothing wrong" check would pass on an early frame.
      expect(await smallTargets(page)).toEqual([]);
      expect(await overflow(page), 'wider than a 360 px phone').toBeLessThanOrEqual(1);
      // The English side of the Filipino sweep's comparison (filipino-sweep.e2e.test.ts).
      await snap(`lang-en-${target.screen}`, true);

      await page.setViewportSize({ width: 320, height: 640 });
      await eventually(() => layoutWidth(page)).toBe(320);
      await pageIdle(page);
      expect(await overflow(page), 'wider than a 320 px phone').toBeLessThanOrEqual(1);
      await snap(`sweep-320-${target.screen}`);

      await page.setViewportSize({ width: 360, height: 740 });
      // Through the CSSOM: the app's CSP rightly refuses an injected <style>.
      await page.evaluate(() =>
        document.documentElement.style.setProperty('font-size', '200%', 'important'),
      );
      await eventually(() => layoutWidth(page)).toBe(360);
      await pageIdle(page);
      expect(await overflow(page), 'wider than the phone at 200% text').toBeLessThanOrEqual(1);
      await snap(`sweep-200-${target.screen}`);
    });
  }
});
