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
import { workerActivated } from '../setup/worker-activated';
import {
  builtVersion,
  startSwitchableServer,
  type SwitchableServer,
} from '../setup/switchable-server';
import { eventually, expectLocator } from '../setup/expect-page';
import { markDocumentOffline } from '../setup/offline';

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

/** src/lib/pwa/health-check.ts: its reload guard (sessionStorage) and the script it checks. */
const HEALTH_RELOAD_KEY = 'pwa.healthReloaded';
const WORKER_URL = '/sw.js';
/**
 * Per document: the navigations it starts (Navigation API `navigate` fires inside `reload()`)
 * and the health check's decisions: its read of the reload guard (a broken worker script) and
 * the end of its fetch of /sw.js. Each decision is recorded a task later, after anything the
 * check does in the same turn, so "no reload" is read once the check could have reloaded.
 */
const HEALTH_PROBE = `(() => {
  const probe = { navigations: [], guardReads: 0, workerFetches: 0 };
  window.__healthProbe = probe;
  const later = (record) => setTimeout(record);
  navigation.addEventListener('navigate', (event) => probe.navigations.push(event.navigationType));
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (key) {
    if (key === ${JSON.stringify(HEALTH_RELOAD_KEY)}) later(() => { probe.guardReads += 1; });
    return getItem.call(this, key);
  };
  const fetch = window.fetch;
  window.fetch = (...args) => {
    const answer = fetch(...args);
    if (String(args[0]) === ${JSON.stringify(WORKER_URL)})
      answer.finally(() => later(() => { probe.workerFetches += 1; })).catch(() => {});
    return answer;
  };
})();`;

interface HealthProbe {
  navigations: string[];
  guardReads: number;
  workerFetches: number;
}

function healthProbe(page: Page): Promise<HealthProbe> {
  return page.evaluate(() => (window as unknown as { __healthProbe: HealthProbe }).__healthProbe);
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
  await workerActivated(page);
}

describe('offline', () => {
  it('after a first visit, reloads offline and renders the shell and another route', async () => {
    const { page, context, snap } = phone;
    await firstVisit(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Developer preview', level: 1 }).waitFor();
    await markDocumentOffline(page);
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

describe('offline, public pages', () => {
  it('serves a public page never opened online as its prerendered HTML', async () => {
    const { page, context } = phone;
    await firstVisit(page);
    await context.setOffline(true);
    const response = await page.goto(`${server.url}/Policy`);
    expect(await response?.text()).toContain('data-rendered-for="/policy"');
    await expectLocator(
      page.getByRole('heading', { name: 'Privacy Policy', level: 1 }),
    ).toBeVisible();
    expect(await page.title()).toBe('Privacy Policy · PesoLoan');
  });
});

describe('worker health check', () => {
  for (const mode of ['missing', 'html'] as const) {
    it(`worker script ${mode === 'missing' ? 'answering 404' : 'served as text/html'}: unregisters and reloads exactly once`, async () => {
      const { page } = phone;
      await firstVisit(page);
      await eventually(() => registrationCount(page)).toBe(1);
      const loads = countLoads(page);
      await page.context().addInitScript(HEALTH_PROBE);
      server.mode = mode;
      await page.reload();
      await expect.poll(() => registrationCount(page), { timeout: 15_000 }).toBe(0);
      // Our reload + the health check's single reload; that page's check then reads the guard
      // and must stop there.
      await eventually(() => loads.count).toBe(2);
      await expect
        .poll(async () => (await healthProbe(page)).guardReads, { timeout: 15_000 })
        .toBe(1);
      expect((await healthProbe(page)).navigations).toEqual([]);
      expect(loads.count).toBe(2);
      await page.getByRole('heading', { name: 'Developer preview' }).waitFor();
      // The guard stops a loop: another visit on the same broken deploy does not reload again.
      await page.reload();
      await expect
        .poll(async () => (await healthProbe(page)).guardReads, { timeout: 15_000 })
        .toBe(1);
      expect((await healthProbe(page)).navigations).toEqual([]);
      expect(loads.count).toBe(3);
      await eventually(() => registrationCount(page)).toBe(0);
    });
  }

  it("asks only for the worker script's headers, on a first visit and on a visit with a worker", async () => {
    const { page } = phone;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === WORKER_URL) asked.push(request.method());
    });
    await firstVisit(page);
    const checked = page.waitForResponse(
      (response) => new URL(response.url()).pathname === WORKER_URL,
    );
    await page.reload();
    const check = await checked;
    expect(check.status()).toBe(200);
    expect(check.headers()['content-type']).toContain('javascript');
    // The page's own requests for it (the browser's install and update fetches are not the page's).
    expect(asked).toEqual(['HEAD', 'HEAD']);
  });

  it('a network error on the check leaves the worker in place and does not reload', async () => {
    const { page } = phone;
    await firstVisit(page);
    const loads = countLoads(page);
    await page.context().addInitScript(HEALTH_PROBE);
    server.mode = 'network-error';
    await page.reload();
    await page.getByRole('heading', { name: 'Developer preview' }).waitFor();
    // The check's fetch of /sw.js has failed and the check has moved on from it.
    await expect
      .poll(async () => (await healthProbe(page)).workerFetches, { timeout: 15_000 })
      .toBe(1);
    expect(server.workerRequests).toContain('network-error');
    expect((await healthProbe(page)).navigations).toEqual([]);
    expect(loads.count).toBe(1);
    await eventually(() => registrationCount(page)).toBe(1);
  });
});

describe('registration', () => {
  it('a first visit registers the worker without the update flow (workbox-window); a visit with a worker loads it', async () => {
    const { page } = phone;
    const updateFlow = (url: string) => /\/assets\/register-worker-[\w-]+\.js$/.test(url);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (updateFlow(request.url())) asked.push(request.url());
    });
    await firstVisit(page);
    expect(asked).toEqual([]);
    const loaded = page.waitForRequest((request) => updateFlow(request.url()), {
      timeout: 20_000,
    });
    await page.reload();
    await loaded;
    expect(asked).toHaveLength(1);
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
    // It was showing: it must go.
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

describe('a rolling deploy', () => {
  it('never offers the previous release’s worker, fetched from a replica not yet updated', async () => {
    const { page } = phone;
    await firstVisit(page);
    await page.reload();
    await eventually(() => controllerVersion(page)).toBe(server.oldVersion);

    server.mode = 'older-version';
    const asked = server.workerRequests.length;
    await page.reload();
    // The browser fetched the older worker and tried to install it: wait for that attempt to end.
    await eventually(() => server.workerRequests.slice(asked).includes('older-version')).toBe(true);
    await eventually(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration !== undefined && registration.installing === null;
      }),
    ).toBe(true);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBeNull();
    await expectLocator(page.getByTestId('update-banner')).toHaveCount(0);
    expect(await controllerVersion(page)).toBe(server.oldVersion);
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
      await workerActivated(page);
      await page.reload();
      await eventually(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(
        true,
      );
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
      await eventually(
        async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors,
      ).toEqual([]);
      await eventually(() => icons.length).toBeGreaterThan(0);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe('Filipino offline', () => {
  it('after an English first visit, the switch to Filipino works offline', async () => {
    const { page, context, snap } = phone;
    const filipinoChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/filipino-/.test(request.url())) filipinoChunks.push(request.url());
    });
    await page.goto(`${server.url}${demoPath('/testPreview')}`);
    await page.getByRole('heading', { name: 'Developer preview', level: 1 }).waitFor();
    await workerActivated(page);
    // The English visit never asked for the Filipino catalogues (the worker precached them).
    expect(filipinoChunks).toEqual([]);

    await context.setOffline(true);
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'Filipino' })
      .click();
    await page.getByRole('heading', { name: 'Preview para sa developer', level: 1 }).waitFor();
    await markDocumentOffline(page);
    await page.getByTestId('offline-banner').waitFor();
    await expectLocator(page.getByTestId('offline-banner')).toContainText('Offline ka');
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('fil');
    // Offline, so the worker's precache answered the page's request for them.
    expect(filipinoChunks).toHaveLength(1);
    await snap('fil-offline-test-preview');

    // A screen never opened online comes from the precache, in Filipino too.
    await page.getByRole('link', { name: '/aboutUs' }).click();
    await page.getByRole('heading', { name: 'Tungkol sa amin', level: 1 }).waitFor();
  });
});
