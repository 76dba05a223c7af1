import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../setup/browser';
import { EXPECTED_NETWORK_NOISE, sweepTargets } from '../setup/sweep';
import { eventually } from '../setup/expect-page';
import { pageIdle, watchRequests } from '../setup/settle';

const suite = browserSuite();
const TAP_MIN = 44;

/** Controls smaller than 44x44 px (inline links inside running text are exempt, as in WCAG 2.5.8). */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], summary',
    );
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('[aria-hidden=true], [inert]'))
        continue;
      const style = getComputedStyle(element);
      const visuallyHidden = box.width <= 1 && box.height <= 1;
      if (style.visibility === 'hidden' || style.opacity === '0' || visuallyHidden) {
        // Visually hidden native inputs are operated through their label.
        const label = element.closest('label');
        if (!label) continue;
        const area = label.getBoundingClientRect();
        if (area.width >= minimum && area.height >= minimum) continue;
      }
      if (
        style.display === 'inline' &&
        element.tagName === 'A' &&
        element.parentElement?.closest('p, li, dd, td')
      )
        continue;
      if (
        (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) ||
        style.opacity === '0'
      ) {
        const label =
          element.closest('label') ??
          (element.id ? document.querySelector(`label[for="${element.id}"]`) : null);
        const area = label?.getBoundingClientRect();
        if (area && area.height >= minimum && area.width >= minimum) continue;
      }
      if (box.width < minimum || box.height < minimum) {
        const name =
          element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        found.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return found;
  }, TAP_MIN);
}

/**
 * How far the page reaches past the phone's width. Measured against the layout viewport
 * (`clientWidth`): a phone zooms out to fit wider content, which widens `innerWidth` with it.
 */
function overflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

function layoutWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.clientWidth);
}

describe('accessibility of every screen', () => {
  for (const target of sweepTargets()) {
    it(`${target.screen}: axe, tap targets, 320 px and 200% text`, async () => {
      const { page, snap } = await suite.phone({ allowErrors: EXPECTED_NETWORK_NOISE });
      const requests = watchRequests(page);
      await page.goto(suite.url(target.url));
      await requests.settled();
      const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
      expect(
        results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
      // Read once, settled: retried, a "nothing wrong" check would pass on an early frame.
      expect(await smallTargets(page)).toEqual([]);

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
