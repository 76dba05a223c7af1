import type { Browser, Page } from 'playwright-core';
import { VITALS_STARTED_MARK } from '../../src/lib/vitals/vitals-beacon';
import { networkQuiet, phonePage } from './lcp-run';

/**
 * Until the page's after-load work (the field vitals, the worker, what the screen fetches once
 * it is live) has started and the network has then been quiet: a tap measured before it would
 * share the link with it.
 */
async function afterLoadWorkDone(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    VITALS_STARTED_MARK,
    { timeout: 60_000 },
  );
  await networkQuiet(page, 500);
}

/** From the finger coming down on a control to the first frame showing the dialog it opens. */
const TIME_TO_DIALOG = `
  window.__tapToDialog = new Promise((resolve) => {
    addEventListener('pointerdown', () => {
      const down = performance.now();
      const look = () => {
        const dialog = document.querySelector('dialog[open], [role="dialog"]');
        if (dialog && dialog.getBoundingClientRect().height > 0) resolve(performance.now() - down);
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, { capture: true, once: true });
  });
  0; // not the promise: evaluate would wait for it
`;

export interface TapCost {
  /** The tap fetched the code itself (a warm-up waits for intent: this is that tap). */
  onIntent: number;
  /** The code was already here (fetched before the tap, as an idle warm-up did). */
  warmed: number;
}

/**
 * What a tap costs on the slow phone when its code is fetched on intent
 * (docs/decisions/warm-ups-on-intent.md), against the same tap with the code already here:
 * the page is opened throttled, left until live, its after-load work done and the network quiet,
 * then `control` is tapped and the time to its dialog measured in the page. For `warmed`, a
 * first tap on the same control (closed with Escape) brought the code.
 */
export async function measureTapToDialog(
  browser: Browser,
  url: string,
  control: string,
): Promise<TapCost> {
  const once = async (warm: boolean) => {
    const { context, page } = await phonePage(browser);
    try {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await page.locator('html[data-app-started]').waitFor({ timeout: 60_000 });
      await afterLoadWorkDone(page);
      const button = page.getByRole('button', { name: control, exact: true });
      if (warm) {
        await button.tap();
        await page.getByRole('dialog').waitFor({ timeout: 60_000 });
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 60_000 });
      }
      await page.evaluate(TIME_TO_DIALOG);
      await button.tap();
      return await page.evaluate(
        () => (window as unknown as { __tapToDialog: Promise<number> }).__tapToDialog,
      );
    } finally {
      await context.close();
    }
  };
  return { onIntent: await once(false), warmed: await once(true) };
}
