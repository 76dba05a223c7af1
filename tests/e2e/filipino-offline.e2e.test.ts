import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { launchBrowser, openPhone, type Phone } from '../setup/browser';
import {
  builtVersion,
  startSwitchableServer,
  type SwitchableServer,
} from '../setup/switchable-server';

// This static host has no API: the test page's connection check fails (expected here).
const NO_API = [
  /status of 503/,
  /Failed to load resource/,
  /ERR_INTERNET_DISCONNECTED/,
  /ERR_EMPTY_RESPONSE/,
  /ERR_FAILED/,
];

let browser: Browser;
let server: SwitchableServer;
let phone: Phone;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  server = await startSwitchableServer(builtVersion());
  phone = await openPhone(browser, { allowErrors: NO_API, context: { serviceWorkers: 'allow' } });
});
afterEach(async () => {
  await phone.context.close();
  await server.close();
  expect(phone.errors).toEqual([]);
});

async function waitForActiveWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none',
        ),
      { timeout: 15_000 },
    )
    .toBe('activated');
}

describe('Filipino offline', () => {
  it('after an English first visit, the switch to Filipino works offline', async () => {
    const { page, context, snap } = phone;
    const filipinoChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/filipino-/.test(request.url())) filipinoChunks.push(request.url());
    });
    await page.goto(`${server.url}${demoPath('/testPreview')}`);
    await page.getByRole('heading', { name: 'Developer preview', level: 1 }).waitFor();
    await waitForActiveWorker(page);
    // The English visit never asked for the Filipino catalogues (the worker precached them).
    expect(filipinoChunks).toEqual([]);

    await context.setOffline(true);
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'Filipino' })
      .click();
    await page.getByRole('heading', { name: 'Preview para sa developer', level: 1 }).waitFor();
    await page.getByTestId('offline-banner').waitFor();
    await expect
      .poll(() => page.getByTestId('offline-banner').textContent())
      .toMatch(/^Offline ka/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
    // Offline, so the worker's precache answered the page's request for them.
    expect(filipinoChunks).toHaveLength(1);
    await snap('fil-offline-test-preview');

    // A screen never opened online comes from the precache, in Filipino too.
    await page.getByRole('link', { name: '/aboutUs' }).click();
    await page.getByRole('heading', { name: 'Tungkol sa amin', level: 1 }).waitFor();
  });
});
