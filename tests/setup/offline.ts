import type { Page } from 'playwright-core';

/**
 * Tells the page's current document that the device is offline, as a phone without a network
 * would. Chromium 150 applies Playwright's offline emulation (`context.setOffline`) to the
 * network, but a document loaded after it (a reload, the language switch's reload) reads
 * `navigator.onLine` as true and never gets an `offline` event; sending the emulation again to
 * the page does both. The session stays attached: detaching would lift the emulation and fire
 * `online`. Call it after `setOffline(true)`, once the new document is up.
 */
export async function markDocumentOffline(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}
