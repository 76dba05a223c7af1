import type { Page } from 'playwright-core';

/**
 * Holds a rendered page's app back (its entry script, asked for by the paint guard) until the
 * returned `release` is called: until then the page is HTML and CSS, as on a slow phone still
 * fetching the app. Its load event waits for the held script: go to the page with an earlier
 * `waitUntil`, and for a page the server renders, `'commit'` and a check that it was rendered (a
 * shell sent instead parses its own entry script, held too).
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

/**
 * Opens `url` with its app held back (see `holdTheApp`), not waiting past the response: the page
 * is HTML until `release`. `html` is what the server sent, for the test to check it was the
 * rendered page.
 */
export async function openWithAppHeld(
  page: Page,
  url: string,
): Promise<{ html: string; release: () => void }> {
  const release = await holdTheApp(page);
  const response = await page.goto(url, { waitUntil: 'commit' });
  return { html: (await response?.text()) ?? '', release };
}
