import { describe, expect, it } from 'vitest';
import { axeViolations, overflow, smallTargets } from '../setup/a11y-checks';
import { browserSuite } from '../setup/browser';
import { eventually } from '../setup/expect-page';
import { EXPECTED_NETWORK_NOISE, sweepTargets } from '../setup/sweep';

const suite = browserSuite();

function withLanguage(url: string, lang: 'fil' | 'en'): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
}

/**
 * Every screen in Filipino, whose wording runs longer than the English: axe, 44 px targets and no
 * sideways overflow at 360 and 320 px and at 200% text. A full-page screenshot of each screen in
 * both languages at 360 px (test-results/screenshots/lang-{fil,en}-<screen>.png) to compare.
 */
describe('every screen in Filipino', () => {
  for (const target of sweepTargets()) {
    it(`${target.screen}: axe, tap targets, no overflow; both languages at 360 px`, async () => {
      const { page, snap } = await suite.phone({ allowErrors: EXPECTED_NETWORK_NOISE });
      await page.goto(suite.url(withLanguage(target.url, 'fil')));
      await page.waitForLoadState('networkidle');
      await page.locator('h1').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
      await eventually(() => axeViolations(page)).toEqual([]);
      await eventually(() => smallTargets(page)).toEqual([]);
      await eventually(() => overflow(page), 'wider than a 360 px phone').toBeLessThanOrEqual(1);
      await snap(`lang-fil-${target.screen}`, true);

      await page.setViewportSize({ width: 320, height: 640 });
      await eventually(() => overflow(page), 'wider than a 320 px phone').toBeLessThanOrEqual(1);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.evaluate(() =>
        document.documentElement.style.setProperty('font-size', '200%', 'important'),
      );
      await eventually(() => overflow(page), 'wider at 200% text').toBeLessThanOrEqual(1);

      await page.goto(suite.url(withLanguage(target.url, 'en')));
      await page.waitForLoadState('networkidle');
      await page.locator('h1').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await eventually(() => overflow(page), 'English wider than 360 px').toBeLessThanOrEqual(1);
      await snap(`lang-en-${target.screen}`, true);
    });
  }
});
