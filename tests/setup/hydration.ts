import type { Page } from 'playwright-core';

/*
 * Whether React took over markup the server sent (prerendered or rendered per request) or
 * rendered the page again, and whether any script left before that markup painted.
 */

/** An init script: remembers the first <h1> the HTML parser put in the page, before any script ran. */
export const KEEP_SERVER_HEADING = `
  new MutationObserver((records, observer) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node.nodeName === 'H1' && !window.__serverHeading) {
          window.__serverHeading = node;
          observer.disconnect();
        }
  }).observe(document, { childList: true, subtree: true });`;

/** An init script: records whether the paint guard hid the server's markup before any app script ran. */
export const RECORD_STALE_AT_PARSE = `
  document.addEventListener('DOMContentLoaded', () => {
    window.__staleAtParse = document.documentElement.hasAttribute('data-markup-stale');
  });`;

/** What RECORD_STALE_AT_PARSE saw: true when the server's markup was hidden before it could paint. */
export function staleAtParse(page: Page): Promise<boolean | undefined> {
  return page.evaluate(() => (window as { __staleAtParse?: boolean }).__staleAtParse);
}

/**
 * React has taken over the heading the server sent (hydrated, so its fiber is on that very node)
 * and the page is still showing it: hydrated, not rendered again.
 */
export function serverHeadingHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const heading = (window as unknown as { __serverHeading?: Node }).__serverHeading;
    return (
      heading !== undefined &&
      document.getElementById('root')?.contains(heading) === true &&
      Object.keys(heading).some((key) => key.startsWith('__reactFiber'))
    );
  });
}

/**
 * When the page first painted content, and when each script but the paint guard was asked for,
 * with what asked for it: a `script` element runs it; the page's own low-priority module preloads
 * (`other` in Chromium) are fetched while it paints, run only when the paint guard starts the app.
 */
export function paintAndScripts(
  page: Page,
): Promise<{ paint?: number; scripts: Array<{ start: number; by: string }> }> {
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .filter((entry) => !new URL(entry.name).pathname.includes('/paint-guard-'))
      .map((entry) => ({
        start: entry.startTime,
        by: entry instanceof PerformanceResourceTiming ? entry.initiatorType : '',
      })),
  }));
}
