import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { artifactsDir, chromiumPath } from './paths';
import type { Sandbox, SandboxOptions } from './sandbox';
import { IMAGE_WAIT_MS, imagesSettled } from './images';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export const PHONE = { width: 360, height: 740 };
export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
}

export interface BridgeMessage {
  action: string;
  payload: Record<string, unknown>;
}

export interface PhoneOptions {
  /** Stub the native shell (DECISIONS.md section 5): Android string channel, iOS handler, or none. */
  bridge?: 'android' | 'ios' | 'none';
  /** Console errors or failed requests this test expects (a 500 it injects, say). */
  allowErrors?: RegExp[];
  userAgent?: string;
  offline?: boolean;
  /** Extra context options (permissions, geolocation, colour scheme…). */
  context?: Parameters<Browser['newContext']>[0];
}

export interface Phone {
  page: Page;
  context: BrowserContext;
  /** Everything the page posted to the native bridge, across navigations. */
  bridge: BridgeMessage[];
  /** Console errors, page errors and failed requests seen so far. */
  errors: string[];
  /** Saves a screenshot under test-results/screenshots/NAME.png and returns its path. */
  snap(name: string, fullPage?: boolean): Promise<string>;
}

const BRIDGE_STUB = (platform: string) => `
  (() => {
    const record = (message) => window.__recordBridge(message);
    if (${JSON.stringify(platform)} === 'android') {
      window.LoanApp = { postMessage: (text) => record(JSON.parse(text)) };
    } else if (${JSON.stringify(platform)} === 'ios') {
      window.webkit = { messageHandlers: { LoanApp: { postMessage: (message) => record(message) } } };
    }
  })();`;

export async function openPhone(browser: Browser, options: PhoneOptions = {}): Promise<Phone> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: options.userAgent ?? ANDROID_UA,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
    serviceWorkers: 'block',
    ...options.context,
  });
  const bridge: BridgeMessage[] = [];
  const errors: string[] = [];
  await context.exposeBinding('__recordBridge', (_source, message: BridgeMessage) => {
    bridge.push(message);
  });
  const platform = options.bridge ?? 'android';
  if (platform !== 'none') await context.addInitScript(BRIDGE_STUB(platform));
  const page = await context.newPage();
  const allowed = (text: string) =>
    (options.allowErrors ?? []).some((pattern) => pattern.test(text));
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed(message.text()))
      errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (!allowed(error.message)) errors.push(`page error: ${error.message}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Navigating away aborts in-flight loads; that is not a failure of the page.
    if (reason.includes('ERR_ABORTED')) return;
    const text = `request failed: ${request.url()} ${reason}`;
    if (!allowed(text)) errors.push(text);
  });
  if (options.offline) await context.setOffline(true);
  return {
    page,
    context,
    bridge,
    errors,
    async snap(name, fullPage = false) {
      const dir = join(artifactsDir, 'screenshots');
      mkdirSync(dir, { recursive: true });
      const path = join(dir, `${name}.png`);
      await page
        .waitForFunction(imagesSettled, undefined, { timeout: IMAGE_WAIT_MS })
        .catch(() => undefined);
      await page.screenshot({ path, fullPage });
      return path;
    },
  };
}

/**
 * One suite of browser tests: a private sandbox and one Chromium for the file, a fresh phone
 * (context) per test, and a failure for any console error the test did not expect. `options` is
 * read when the sandbox starts, so it may use what an earlier `beforeAll` set up.
 */
export function browserSuite(options: () => SandboxOptions = () => ({})) {
  let sandbox: Sandbox | undefined;
  let browser: Browser | undefined;
  const open: Phone[] = [];

  beforeAll(async () => {
    // Imported here so files that only need a browser don't load the sandbox server.
    const { startSandbox } = await import('./sandbox');
    [sandbox, browser] = await Promise.all([startSandbox(options()), launchBrowser()]);
  });
  afterEach(async () => {
    const phones = open.splice(0);
    const errors = phones.flatMap((phone) => phone.errors);
    await Promise.all(phones.map((phone) => phone.context.close()));
    expect(errors, 'the page reported errors').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await sandbox?.close();
  });

  return {
    get sandbox(): Sandbox {
      if (!sandbox) throw new Error('sandbox not started');
      return sandbox;
    },
    url(path: string): string {
      if (!sandbox) throw new Error('sandbox not started');
      return `${sandbox.url}${path}`;
    },
    /** A URL on the foreign origin (pay, partner and agreement pages, the lender's images). */
    foreignUrl(path: string): string {
      if (!sandbox) throw new Error('sandbox not started');
      return `${sandbox.foreignUrl}${path}`;
    },
    async phone(options?: PhoneOptions): Promise<Phone> {
      if (!browser) throw new Error('browser not started');
      const phone = await openPhone(browser, options);
      open.push(phone);
      return phone;
    },
  };
}
