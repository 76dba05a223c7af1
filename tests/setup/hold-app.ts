import type { Page } from 'playwright-core';

/**
 * Holds a rendered page's app back (its entry script, asked for by the paint guard) until the
 * returned `release` is called: until then the page is HTML and CSS, as on a slow phone still
 * fetching the app. Go to the page with `waitUntil: 'commit'` and check it is the rendered page
 * (a shell's own entry script would hold its parsing, and so any later moment, until released).
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
