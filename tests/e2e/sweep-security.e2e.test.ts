import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually } from '../setup/expect-page';
import { watchRequests } from '../setup/settle';
import { EXPECTED_NETWORK_NOISE, sweepTargets } from '../setup/sweep';

const suite = browserSuite();

/** Every client-storage key the app may write (src/lib/storage/storage-keys.ts). */
const ALLOWED_SESSION_STORAGE = [
  /^borrower\.session$/,
  /^app\.language$/,
  /^pwa\.(healthReloaded|preloadReloaded)$/,
  /^repay\.attempt\./,
];
const ALLOWED_LOCAL_STORAGE = [
  /^borrower\.owner$/,
  /^app\.language$/,
  /^complaintOrderNo$/,
  /^complaintDraft$/,
  /^promotion\.deviceId$/,
  /^repay\.attempt\./,
  /^repaymentInfo\.saved$/,
  /^lock\./,
];
const ALLOWED_DATABASES = ['borrower-pwa'];

async function storage(page: Page) {
  return page.evaluate(async () => ({
    session: Object.keys(sessionStorage),
    local: Object.keys(localStorage),
    cookies: document.cookie,
    databases: (await indexedDB.databases()).map((db) => db.name ?? ''),
  }));
}

describe("every screen: own origin (and the lender's images) only, no Referer, storage inventory", () => {
  it('loads nothing from a third party, sends no Referer and stores only what is listed', async () => {
    const { page } = await suite.phone({ allowErrors: EXPECTED_NETWORK_NOISE });
    const offOrigin: string[] = [];
    const lenderImages: string[] = [];
    const withReferer: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      // The lender's CDN (the foreign origin) serves the logos the API names: images only.
      if (url.startsWith(suite.foreignUrl('/')) && request.resourceType() === 'image')
        lenderImages.push(url);
      else if (
        !url.startsWith(suite.sandbox.url) &&
        !url.startsWith('data:') &&
        !url.startsWith('blob:')
      )
        offOrigin.push(url);
      if (request.headers().referer) withReferer.push(url);
    });
    const requests = watchRequests(page);
    for (const target of sweepTargets()) {
      await page.goto(suite.url(target.url));
      // Every request the screen makes on opening has been seen.
      await requests.settled();
    }
    // The two places that write borrower data: the pay-code card and the complaint start.
    await page.goto(suite.url(demoPath('/repay', { orderId: 'PL2024170', productId: '1' })));
    await page.getByTestId('pay-code').click();
    await page.waitForURL((url) => url.pathname === '/repaymentOfCode2');
    await page.goto(suite.url(demoPath('/complaint', { orderId: 'PL2024180' })));
    await eventually(async () => (await storage(page)).local).toContain('complaintOrderNo');
    await requests.settled();

    expect(offOrigin).toEqual([]);
    expect(lenderImages.length).toBeGreaterThan(0);
    expect(withReferer).toEqual([]);
    const kept = await storage(page);
    expect(
      kept.session.filter((key) => !ALLOWED_SESSION_STORAGE.some((pattern) => pattern.test(key))),
    ).toEqual([]);
    expect(
      kept.local.filter((key) => !ALLOWED_LOCAL_STORAGE.some((pattern) => pattern.test(key))),
    ).toEqual([]);
    // One cookie only: the page's language, for the server and the worker (language-cookie.ts).
    expect(kept.cookies).toMatch(/^lang=(en|fil)$/);
    expect(kept.databases.filter((name) => !ALLOWED_DATABASES.includes(name))).toEqual([]);
    expect(kept.local).toContain('complaintOrderNo');
  });

  it('an expired session sends the borrower back to login and forgets what the device kept', async () => {
    const { page, bridge } = await suite.phone({ allowErrors: EXPECTED_NETWORK_NOISE });
    await page.goto(suite.url(demoPath('/repay', { orderId: 'PL2024170', productId: '1' })));
    await page.getByTestId('pay-code').click();
    await page.waitForURL((url) => url.pathname === '/repaymentOfCode2');
    await page.goto(suite.url(demoPath('/complaint', { orderId: 'PL2024180' })));
    await eventually(async () => (await storage(page)).local).toContain('complaintOrderNo');

    // The same borrower's session expires (another sessionId would be another borrower, whose
    // link alone already forgets the device's data): the API answers 401.
    await page.route('**/api/v3/loan-details/loan-details?**', (route) =>
      route.fulfill({
        json: { code: 401, message: 'Your session has expired. Please log in again.' },
      }),
    );
    await page.goto(suite.url(demoPath('/loanDetail', { orderId: 'PL2024174', productId: '1' })));
    await eventually(() => bridge.map((message) => message.action)).toContain('backToLogin');
    const kept = await storage(page);
    expect(kept.local.filter((key) => key.startsWith('complaint'))).toEqual([]);
    expect(
      kept.session.filter((key) => key === 'borrower.session' || key.startsWith('repay.attempt.')),
    ).toEqual([]);
    expect(kept.local).not.toContain('borrower.owner');
    const saved = await page.evaluate(
      () =>
        new Promise<unknown[]>((resolve) => {
          const open = indexedDB.open('borrower-pwa');
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('saved')) return resolve([]);
            const read = db.transaction('saved').objectStore('saved').getAllKeys();
            read.onsuccess = () => resolve(read.result);
          };
          open.onerror = () => resolve([]);
        }),
    );
    expect(saved).toEqual([]);
  });
});
