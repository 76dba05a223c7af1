import { describe, expect, it } from 'vitest';
import { axeViolations, layoutWidth, overflow, smallTargets } from '../setup/a11y-checks';
import { browserSuite } from '../setup/browser';
import { eventually } from '../setup/expect-page';
import { pageIdle, watchRequests } from '../setup/settle';
import { EXPECTED_NETWORK_NOISE, sweepTargets } from '../setup/sweep';

const suite = browserSuite();

function inFilipino(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=fil`;
}

/**
 * Every screen in Filipino, whose wording runs longer than the English: axe, 44 px targets and no
 * sideways overflow at 360 and 320 px and at 200% text. A full-page screenshot of each screen at
 * 360 px (test-results/screenshots/lang-fil-<screen>.png), to compare with the English one the
 * accessibility sweep takes of the same screen (lang-en-<screen>.png).
 */
describe('every screen in Filipino', () => {
  for (const target of sweepTargets()) {
    it(`${target.screen}: axe, tap targets, no overflow at 360 and 320 px and 200% text`, async () => {
      const { page, snap } = await suite.phone({ allowErrors: EXPECTED_NETWORK_NOISE });
      const requests = watchRequests(page);
      await page.goto(suite.url(inFilipino(target.url)));
      await requests.settled();
      await page.locator('h1').first().waitFor();
      await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('fil');
      // Read once, settled: retried, a "nothing wrong" check would pass on an early frame.
      expect(await axeViolations(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
      expect(await overflow(page), 'wider than a 360 px phone').toBeLessThanOrEqual(1);
      await snap(`lang-fil-${target.screen}`, true);

      await page.setViewportSize({ width: 320, height: 640 });
      await eventually(() => layoutWidth(page)).toBe(320);
      await pageIdle(page);
      expect(await overflow(page), 'wider than a 320 px phone').toBeLessThanOrEqual(1);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.evaluate(() =>
        document.documentElement.style.setProperty('font-size', '200%', 'important'),
      );
      await eventually(() => layoutWidth(page)).toBe(360);
      await pageIdle(page);
      expect(await overflow(page), 'wider at 200% text').toBeLessThanOrEqual(1);
    });
  }
});
