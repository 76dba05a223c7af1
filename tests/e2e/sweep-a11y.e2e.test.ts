import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../setup/browser';
import { EXPECTED_NETWORK_NOISE, sweepTargets } from '../setup/sweep';
import { overflow, smallTargets } from '../setup/a11y-checks';
import { eventually } from '../setup/expect-page';

const suite = browserSuite();

describe('accessibility of every screen', () => {
  for (const target of sweepTargets()) {
    it(`${target.screen}: axe, tap targets, 320 px and 200% text`, async () => {
      const { page, snap } = await suite.phone({ allowErrors: EXPECTED_NETWORK_NOISE });
      await page.goto(suite.url(target.url));
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
      expect(
        results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
      await eventually(() => smallTargets(page)).toEqual([]);

      await page.setViewportSize({ width: 320, height: 640 });
      await page.waitForTimeout(200);
      await eventually(() => overflow(page), 'wider than a 320 px phone').toBeLessThanOrEqual(1);
      await snap(`sweep-320-${target.screen}`);

      await page.setViewportSize({ width: 360, height: 740 });
      // Through the CSSOM: the app's CSP rightly refuses an injected <style>.
      await page.evaluate(() =>
        document.documentElement.style.setProperty('font-size', '200%', 'important'),
      );
      await page.waitForTimeout(200);
      await eventually(
        () => overflow(page),
        'wider than the phone at 200% text',
      ).toBeLessThanOrEqual(1);
      await snap(`sweep-200-${target.screen}`);
    });
  }
});
