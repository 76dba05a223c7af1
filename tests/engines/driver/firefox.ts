import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type Page,
} from 'puppeteer-core';
import {
  clickOnce,
  expressionOf,
  PHONE,
  queryOf,
  TIME_ZONE,
  USER_AGENTS,
  type Driver,
  type DriverOptions,
  type Engine,
  type Target,
} from './driver';
import { findInPage } from './find-in-page';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Debian's Firefox ESR through puppeteer-core's WebDriver BiDi (no geckodriver). */
export async function startFirefox(): Promise<Engine> {
  // BiDi has no per-context switch for service workers: journeys that must not have one (as the
  // e2e suite blocks them) get a browser with workers off, the worker's journey one with them
  // on, started when first needed.
  const withoutWorkers = await launch(false);
  let withWorkers: Promise<Browser> | undefined;
  return {
    name: 'firefox',
    async newDriver(options: DriverOptions) {
      const browser = options.serviceWorkers
        ? await (withWorkers ??= launch(true))
        : withoutWorkers;
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ ...PHONE, deviceScaleFactor: 2 });
      await page.emulateTimezone(TIME_ZONE);
      return firefoxDriver(context, page);
    },
    async close() {
      await withoutWorkers.close();
      await (await withWorkers)?.close();
    },
  };
}

/** Overlay scrollbars, as on a phone: classic ones take 12 px off a 360 px page. */
function launch(serviceWorkers: boolean): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      'ui.useOverlayScrollbars': 1,
      'general.useragent.override': USER_AGENTS.firefox,
      'intl.accept_languages': 'en-PH, en',
      'dom.serviceWorkers.enabled': serviceWorkers,
    },
  });
}

const REPLACED_NAVIGATION =
  /NS_BINDING_ABORTED|new navigation interrupted an unfinished navigation/;
const CUT_SHORT_BY_LEAVING =
  /A ServiceWorker intercepted the request and encountered an unexpected error/;

function firefoxDriver(context: BrowserContext, page: Page): Driver {
  const pageErrors: string[] = [];
  // Firefox reports each fetch its worker had taken for a page and that leaving the page cut
  // short as an error of that page, as it does when a borrower leaves mid-load (the app takes it
  // for leaving: pwa-leaving-is-not-a-failure.md). Only those, from the page a `goto` or `back`
  // is leaving (until the next page commits), are not the app's errors.
  let leaving = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) leaving = false;
  });
  page.on('pageerror', (error) => {
    if (leaving && CUT_SHORT_BY_LEAVING.test(String(error))) return;
    // Where the page was: a network error Firefox reports names its file, not the step.
    pageErrors.push(`${String(error)} (at ${page.url()})`);
  });
  const leave = async (navigate: () => Promise<unknown>) => {
    leaving = true;
    try {
      await navigate();
    } finally {
      leaving = false;
    }
  };
  const element = async (target: Target): Promise<ElementHandle | null> => {
    const handle = await page.evaluateHandle(expressionOf(findInPage, [queryOf(target)]));
    return handle.asElement() as ElementHandle | null;
  };
  return {
    engine: 'firefox',
    pageErrors,
    async goto(url) {
      // Firefox's BiDi reports a navigation that replaced the one asked for (the screen left
      // behind may still be committing its own) as NS_BINDING_ABORTED, or on a busy machine as
      // 'A new navigation interrupted an unfinished navigation': the borrower's equivalent is
      // opening the link again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await leave(() => page.goto(url, { waitUntil: 'load' }));
          return;
        } catch (error) {
          if (attempt >= 3 || !REPLACED_NAVIGATION.test(String(error))) throw error;
        }
      }
    },
    async back() {
      await leave(() => page.goBack({ waitUntil: 'load' })).catch(() => undefined);
    },
    url: () => Promise.resolve(page.url()),
    run: <R>(expression: string) => page.evaluate(expression) as Promise<R>,
    async runInFrame<R>(selector: string, expression: string) {
      const frame = await (await page.waitForSelector(selector))?.contentFrame();
      if (!frame) throw new Error(`${selector} has no frame`);
      return (await frame.evaluate(expression)) as R;
    },
    async tapIfThere(target) {
      const found = await element(target);
      if (!found) return false;
      // Puppeteer scrolls only until the element shows, where a fixed bar (the install how-to,
      // a screen's footer) may cover it, and clicks whatever is on top: a borrower scrolls it
      // well into view, and taps it only once nothing covers it (as Playwright waits).
      const clear = await found.evaluate((control) => {
        control.scrollIntoView({ block: 'center' });
        const box = control.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top !== null && (control === top || control.contains(top));
      });
      if (!clear) return false;
      return clickOnce(() => found.click());
    },
    async typeIfThere(target, text) {
      const found = await element(target);
      if (!found) return false;
      await found.evaluate((field) => {
        if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
          field.select();
      });
      await found.type(text);
      return true;
    },
    async chooseFile(selector, path) {
      const input = await page.$(selector);
      if (!input) throw new Error(`no file input ${selector}`);
      await (input as ElementHandle<HTMLInputElement>).uploadFile(path);
    },
    async screenshot() {
      return Buffer.from(await page.screenshot());
    },
    setOffline: (offline) => page.setOfflineMode(offline),
    close: () => context.close(),
  };
}
