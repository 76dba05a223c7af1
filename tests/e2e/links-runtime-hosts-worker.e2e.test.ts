import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import type { RawHostLists } from '../../server/lib/deployment-hosts';
import { launchBrowser, openPhone, type Phone } from '../setup/browser';
import { outDir } from '../setup/paths';
import { eventually } from '../setup/expect-page';
import { workerActivated } from '../setup/worker-activated';
import { testConfig } from '../../server/test-support/test-config';

/**
 * One build, the deployment's lists changed between two starts of the server on the same origin,
 * with the worker serving its cached shell: the new lists take effect from the next online load.
 */
const BEFORE: RawHostLists = { link: ['old.partner.example'], frame: [], image: [] };
const AFTER: RawHostLists = {
  link: ['new.partner.example'],
  frame: [],
  image: ['cdn.partner.example'],
};
const DOWNLOAD = 'https://new.partner.example/app.apk';

let browser: Browser;
let dataDir: string;
let stop: (() => Promise<void>) | undefined;
let phone: Phone | undefined;

async function serve(hosts: RawHostLists, port = 0): Promise<number> {
  const app = await buildServer(
    testConfig({
      dataFile: join(dataDir, 'sandbox.db'),
      uploadsDir: join(dataDir, 'uploads'),
      distDir: outDir,
      hosts,
      onLog: () => undefined,
    }),
  );
  await app.listen({ host: '127.0.0.1', port });
  stop = () => app.close();
  return (app.server.address() as AddressInfo).port;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'borrower-hosts-'));
  browser = await launchBrowser();
});
afterEach(async () => {
  await phone?.context.close();
  await stop?.();
  expect(phone?.errors ?? []).toEqual([]);
});
afterAll(async () => {
  await browser.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function documentLists(page: Page) {
  return page.evaluate(() => {
    const content = document.querySelector('meta[name="runtime-config"]')?.getAttribute('content');
    const parsed: unknown = JSON.parse(content ?? 'null');
    return typeof parsed === 'object' && parsed !== null && 'hosts' in parsed ? parsed.hosts : null;
  });
}

describe('host lists changed without a rebuild, the worker serving its cached shell', () => {
  it('take effect on the next online load, and the shell after it carries the new lists and CSP', async () => {
    const port = await serve(BEFORE);
    phone = await openPhone(browser, { context: { serviceWorkers: 'allow' } });
    const { page } = phone;
    const url = `http://127.0.0.1:${port}/promotion/download?id=7&link=${encodeURIComponent(DOWNLOAD)}`;
    await page.goto(url);
    await workerActivated(page);
    const seen = page.waitForResponse((response) => response.url().endsWith('/app-config.json'));
    await page.reload();
    await eventually(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(
      true,
    );
    // The worker keeps the lists it saw; nothing is in flight when the server stops.
    expect(await (await seen).json()).toEqual({ v: 1, hosts: BEFORE });

    // The operator changes the lists and restarts the same build on the same address.
    await stop?.();
    await serve(AFTER, port);

    const latest = page.waitForResponse((response) => response.url().endsWith('/app-config.json'));
    const shell = await page.reload();
    expect(shell?.fromServiceWorker()).toBe(true);
    expect(await (await latest).json()).toEqual({ v: 1, hosts: AFTER });
    // The guard follows the new lists on this very load: the new partner's link opens.
    await page.route('https://new.partner.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'apk' }),
    );
    await page.getByRole('button', { name: 'Download the APP' }).click();
    await page.waitForURL(DOWNLOAD);

    // The next load's shell, still from the worker, carries the new lists and the new CSP.
    const refreshed = page.waitForResponse((response) =>
      response.url().endsWith('/app-config.json'),
    );
    const next = await page.goto(url);
    expect(next?.fromServiceWorker()).toBe(true);
    await eventually(() => documentLists(page)).toEqual(AFTER);
    expect(next?.headers()['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://cdn.partner.example",
    );
    expect((await refreshed).ok()).toBe(true);
  });
});
