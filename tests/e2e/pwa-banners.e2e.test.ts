import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually, expectLocator } from '../setup/expect-page';
import { pageIdle } from '../setup/settle';

const suite = browserSuite();
const FACEBOOK_UA =
  'Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/450.0.0.33.118;]';

/** Offers installation the way Chromium does, and checks the app took the offer. */
async function offerInstall(page: Page): Promise<void> {
  const taken = await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { prompted: boolean }).prompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(taken, 'the app keeps the offer (preventDefault)').toBe(true);
}

describe('install offer', () => {
  it('shows an install button on public pages when the browser offers installation', async () => {
    const { page, snap } = await suite.phone({ bridge: 'none' });
    await page.goto(suite.url('/'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectLocator(page.getByTestId('install-prompt')).toHaveCount(0);
    await offerInstall(page);
    const install = page.getByRole('button', { name: 'Install', exact: true });
    await install.waitFor();
    await snap('pwa-install-offer');
    await install.click();
    await eventually(() =>
      page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted),
    ).toBe(true);
    await eventually(() => page.getByTestId('install-prompt').count()).toBe(0);
  });

  it('does not offer installation inside the lender app or on borrower screens', async () => {
    const { page } = await suite.phone({ bridge: 'android' });
    await page.goto(suite.url('/'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The app holds the offer (as where it shows the button) and has rendered since: only then
    // does "no button" mean it chose not to show one.
    await offerInstall(page);
    await pageIdle(page);
    await expectLocator(page.getByTestId('install-prompt')).toHaveCount(0);
    const browserOnly = await suite.phone({ bridge: 'none' });
    await browserOnly.page.goto(suite.url(demoPath('/testPreview')));
    await browserOnly.page.getByRole('heading', { name: 'Developer preview' }).waitFor();
    await offerInstall(browserOnly.page);
    await pageIdle(browserOnly.page);
    await expectLocator(browserOnly.page.getByTestId('install-prompt')).toHaveCount(0);
  });

  it("tells a messaging app's browser user how to open the page in the phone's browser", async () => {
    const { page, snap } = await suite.phone({ bridge: 'none', userAgent: FACEBOOK_UA });
    await page.goto(suite.url('/promotion'));
    const hint = page.getByTestId('messaging-app-hint');
    await hint.waitFor();
    await expectLocator(hint).toContainText('Open in browser');
    await snap('pwa-messaging-app-hint');
    await page.getByRole('button', { name: 'Not now' }).click();
    await eventually(() => hint.count()).toBe(0);
  });
});

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const ANDROID_FIREFOX_UA = 'Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0';
/** A browser without Chromium's install offer (Safari, Firefox): the event does not exist. */
const NO_INSTALL_EVENT = `delete Window.prototype.onbeforeinstallprompt; delete window.onbeforeinstallprompt;`;

describe('install without the browser offer (Safari, Firefox)', () => {
  it("tells an iPhone user to tap Share, then 'Add to Home Screen' (English and Filipino)", async () => {
    const { page, context, snap } = await suite.phone({ bridge: 'none', userAgent: IPHONE_UA });
    await context.addInitScript(NO_INSTALL_EVENT);
    await page.goto(suite.url('/'));
    const howTo = page.getByTestId('install-how-to');
    await expectLocator(howTo.locator('p')).toHaveText(
      "To install the app, tap Share, then 'Add to Home Screen'.",
    );
    await snap('pwa-install-how-to-iphone');
    await page.getByRole('button', { name: 'Not now' }).click();
    await eventually(() => howTo.count()).toBe(0);
    await page.goto(suite.url('/?lang=fil'));
    await expectLocator(page.getByTestId('install-how-to').locator('p')).toHaveText(
      "Para i-install ang app, i-tap ang Share, tapos ang 'Add to Home Screen'.",
    );
  });

  it("points Android's Firefox to its own menu, and never shows inside the lender app", async () => {
    const { page, context } = await suite.phone({ bridge: 'none', userAgent: ANDROID_FIREFOX_UA });
    await context.addInitScript(NO_INSTALL_EVENT);
    await page.goto(suite.url('/'));
    await expectLocator(page.getByTestId('install-how-to').locator('p')).toHaveText(
      "To install the app, open your browser's menu, then 'Install' or 'Add to Home screen'.",
    );
    const inApp = await suite.phone({ bridge: 'ios', userAgent: IPHONE_UA });
    await inApp.page.goto(suite.url('/'));
    await inApp.page.getByRole('heading', { level: 1 }).first().waitFor();
    await pageIdle(inApp.page);
    await expectLocator(inApp.page.getByTestId('install-how-to')).toHaveCount(0);
  });
});

describe('offline indicator', () => {
  it('says the device is offline and from when the shown data is', async () => {
    const { page, context, snap } = await suite.phone({
      allowErrors: [/ERR_INTERNET_DISCONNECTED/, /Failed to load resource/],
    });
    await page.goto(suite.url(demoPath('/testPreview')));
    await page.getByText(/^API connected/).waitFor();
    await expectLocator(page.getByTestId('offline-banner')).toHaveCount(0);
    await context.setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await banner.waitFor();
    await expectLocator(banner).toHaveText(
      /^You're offline — showing what was loaded at \d{2}:\d{2}$/,
    );
    await snap('pwa-offline-with-data');
    await context.setOffline(false);
    await eventually(() => banner.count()).toBe(0);
  });
});
