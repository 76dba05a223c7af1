import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import {
  ANDROID_UA,
  CHROMIUM_FLAGS,
  launchBrowser,
  openPhone,
  PHONE,
  type Phone,
} from '../setup/browser';
import { chromiumPath } from '../setup/paths';
import {
  builtVersion,
  startSwitchableServer,
  type SwitchableServer,
} from '../setup/switchable-server';
import { eventually, expectLocator } from '../setup/expect-page';

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

function activeWorkerState(page: Page): Promise<string> {
  return page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none',
  );
}

async function waitForActiveWorker(page: Page): Promise<void> {
  await expect.poll(() => activeWorkerState(page), { timeout: 15_000 }).toBe('activated');
}

function registrationCount(page: Page): Promise<number> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
}

function controllerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return reject(new Error('page not controlled'));
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<{ version: string }>) =>
          resolve(event.data.version);
        controller.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
      }),
  );
}

function countLoads(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('load', () => {
    counter.count += 1;
  });
  return counter;
}

async function firstVisit(page: Page): Promise<void> {
  await page.goto(`${server.url}${demoPath('/testPreview')}`);
  await page.getByRole('heading', { name: 'Developer preview' }).waitFor();
  await waitForActiveWorker(page);
}

describe('offline', () => {
  it('after a first visit, reloads offline and renders the shell and another route', async () => {
    const { page, context, snap } = phone;
    await firstVisit(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Developer preview', level: 1 }).waitFor();
    await page.getByTestId('offline-banner').waitFor();
    await expectLocator(page.getByTestId('offline-banner')).toHaveText(/^You're offline/);
    await snap('pwa-offline');
    // A route never opened online comes from the precache too.
    await page.getByRole('link', { name: '/privacyPolicy' }).click();
    await page.waitForURL((url) => url.pathname === '/privacyPolicy');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await eventually(() => registrationCount(page)).toBe(1);
  });
});

describe('worker health check', () => {
  for (const mode of ['missing', 'html'] as const) {
    it(`worker script ${mode === 'missing' ? 'answering 404' : 'served as text/html'}: unregisters and reloads exactly once`, async () => {
      const { page } = phone;
      await firstVisit(page);
      await eventually(() => registrationCount(page)).toBe(1);
      const loads = countLoads(page);
      server.mode = mode;
      await page.reload();
      await expect.poll(() => registrationCount(page), { timeout: 15_000 }).toBe(0);
      await page.waitForTimeout(1500);
      expect(loads.count).toBe(2); // our reload + the health check's single reload
      await page.getByRole('heading', { name: 'Developer preview' }).waitFor();
      // The guard stops a loop: another visit on the same broken deploy does not reload again.
      await page.reload();
      await page.waitForTimeout(1500);
      expect(loads.count).toBe(3);
      await eventually(() => registrationCount(page)).toBe(0);
    });
  }

  it('a network error on the check leaves the worker in place and does not reload', async () => {
    const { page } = phone;
    await firstVisit(page);
    const loads = countLoads(page);
    server.mode = 'network-error';
    await page.reload();
    await page.getByRole('heading', { name: 'Developer preview' }).waitFor();
    await page.waitForTimeout(1500);
    expect(server.workerRequests).toContain('network-error');
    expect(loads.count).toBe(1);
    await eventually(() => registrationCount(page)).toBe(1);
  });
});

describe('updates', () => {
  it('announces a waiting worker (never on protected screens) and reloads onto it when accepted', async () => {
    const { page, snap } = phone;
    await firstVisit(page);
    await page.reload();
    await eventually(() => controllerVersion(page)).toBe(server.oldVersion);

    server.mode = 'new-version';
    await page.reload();
    const banner = page.getByTestId('update-banner');
    await banner.waitFor();
    await expectLocator(banner).toContainText('A new version of the app is ready.');
    await snap('pwa-update-banner');

    // Not during a loan confirmation (or a card repayment).
    await page.evaluate(() => {
      window.history.pushState(null, '', '/loanConfirm');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL((url) => url.pathname === '/loanConfirm');
    await page.waitForTimeout(300);
    await expectLocator(banner).toHaveCount(0);
    await page.goBack();
    await banner.waitFor();

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.getByRole('heading', { name: 'Developer preview' }).waitFor();
    await eventually(() => controllerVersion(page)).toBe(server.newVersion);
    await expectLocator(page.getByTestId('update-banner')).toHaveCount(0);
  });
});

describe('install', () => {
  it('is installable: manifest parsed, worker controlling, icons fetched', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'borrower-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: CHROMIUM_FLAGS,
      viewport: PHONE,
      userAgent: ANDROID_UA,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const icons: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/icons/') && response.ok())
          icons.push(new URL(response.url()).pathname);
      });
      await page.goto(`${server.url}/Contact`);
      await waitForActiveWorker(page);
      await page.reload();
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
        .toBe(true);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: unknown[];
        data?: string;
      };
      expect(manifest.errors).toEqual([]);
      const data = JSON.parse(manifest.data ?? '{}') as {
        display?: string;
        icons?: Array<{ sizes: string; purpose?: string }>;
        screenshots?: Array<{ src: string; form_factor?: string }>;
      };
      expect(data.display).toBe('standalone');
      expect(data.screenshots?.map((shot) => shot.form_factor)).toEqual(['narrow', 'narrow']);
      for (const shot of data.screenshots ?? []) {
        const image = await fetch(`${server.url}${shot.src}`);
        expect(image.headers.get('content-type')).toBe('image/png');
      }
      expect(data.icons?.map((icon) => `${icon.sizes}:${icon.purpose ?? 'any'}`)).toEqual([
        '192x192:any',
        '512x512:any',
        '512x512:maskable',
      ]);
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
          timeout: 10_000,
        })
        .toEqual([]);
      await expect.poll(() => icons.length, { timeout: 10_000 }).toBeGreaterThan(0);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
