import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Installing fills the precache with the whole app: longer than a screen takes to settle. */
const INSTALL_LIMIT_MS = 20_000;

/** Waits until the page's service worker is installed and active. */
export async function workerActivated(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none',
        ),
      { timeout: INSTALL_LIMIT_MS, message: 'the service worker is not active' },
    )
    .toBe('activated');
}
