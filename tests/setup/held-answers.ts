import type { Page } from 'playwright-core';

/**
 * Holds the answers to the page's requests matching `url` until `release()`. A test stops the
 * page's clock while the screen waits for them, so a delay that starts with the answer (a
 * toast's 2 s, a pop-up's 3 s) runs from a known instant and moves only with `runFor`.
 */
export async function holdAnswers(
  page: Page,
  url: string,
): Promise<{ held: () => boolean; release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await page.route(url, async (route) => {
    held = true;
    await released;
    await route.continue();
  });
  return { held: () => held, release };
}
