import { chromium, type BrowserContext, type ElementHandle, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../setup/browser';
import { chromiumPath } from '../../setup/paths';
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

/** Chromium through playwright-core, with the e2e suite's Debian Chromium and flags. */
export async function startChromium(): Promise<Engine> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  return {
    name: 'chromium',
    async newDriver(options: DriverOptions) {
      const context = await browser.newContext({
        viewport: PHONE,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: USER_AGENTS.chromium,
        locale: 'en-PH',
        timezoneId: TIME_ZONE,
        serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      return chromiumDriver(context, await context.newPage());
    },
    close: () => browser.close(),
  };
}

function chromiumDriver(context: BrowserContext, page: Page): Driver {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const element = async (target: Target): Promise<ElementHandle | null> => {
    const handle = await page.evaluateHandle(expressionOf(findInPage, [queryOf(target)]));
    return handle.asElement();
  };
  return {
    engine: 'chromium',
    pageErrors,
    async goto(url) {
      await page.goto(url);
    },
    async back() {
      await page.goBack({ waitUntil: 'commit' });
    },
    url: () => Promise.resolve(page.url()),
    run: (expression) => page.evaluate(expression),
    async runInFrame<R>(selector: string, expression: string) {
      const frame = await (await page.waitForSelector(selector)).contentFrame();
      if (!frame) throw new Error(`${selector} has no frame`);
      return (await frame.evaluate(expression)) as R;
    },
    async tapIfThere(target) {
      const found = await element(target);
      if (!found) return false;
      return clickOnce(() => found.click());
    },
    async typeIfThere(target, text) {
      const found = await element(target);
      if (!found) return false;
      await found.fill(text);
      return true;
    },
    async chooseFile(selector, path) {
      await page.locator(selector).first().setInputFiles(path);
    },
    screenshot: () => page.screenshot(),
    setOffline: (offline) => context.setOffline(offline),
    close: () => context.close(),
  };
}
