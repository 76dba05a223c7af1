import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { expectLocator } from '../setup/expect-page';

const suite = browserSuite();
const FACEBOOK_UA =
  'Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/450.0.0.33.118;]';

async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { prompted: boolean }).prompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(event);
  });
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
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted))
      .toBe(true);
    await expect.poll(() => page.getByTestId('install-prompt').count()).toBe(0);
  });

  it('does not offer installation inside the lender app or on borrower screens', async () => {
    const { page } = await suite.phone({ bridge: 'android' });
    await page.goto(suite.url('/'));
    await offerInstall(page);
    await page.waitForTimeout(200);
    await expectLocator(page.getByTestId('install-prompt')).toHaveCount(0);
    const browserOnly = await suite.phone({ bridge: 'none' });
    await browserOnly.page.goto(suite.url(demoPath('/testPreview')));
    await offerInstall(browserOnly.page);
    await browserOnly.page.waitForTimeout(200);
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
    await expect.poll(() => hint.count()).toBe(0);
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
    await expect.poll(() => banner.count()).toBe(0);
  });
});
