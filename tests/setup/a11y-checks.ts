import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Checks the accessibility sweeps share (English in sweep-a11y, Filipino in filipino-sweep). */

const TAP_MIN = 44;

/** Controls smaller than 44x44 px (inline links inside running text are exempt, as in WCAG 2.5.8). */
export function smallTargets(page: Page): Promise<string[]> {
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
export function overflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

export function layoutWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.clientWidth);
}

/** Axe violations of the page (frames excluded: they hold other origins' pages), one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
