import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../setup/browser';
import { DEMO_SESSION, demoPath } from '../fixtures/demo';
import { expectLocator } from '../setup/expect-page';

const suite = browserSuite();

const BUTTONS: Array<[label: string, path: string]> = [
  ['Confirm loan', '/loanConfirm'],
  ['Order detail', '/loanDetail'],
  ['Repayment', '/repay'],
  ['Extension (rollover)', '/repayDelay'],
  ['Bank binding', '/bindCard'],
  ['About us', '/aboutUs'],
  ['Complaint', '/complaint'],
  ['Customer service', '/customerService'],
  ['Privacy policy', '/privacyPolicy'],
  ['Repayment instructions', '/dragonpayInstructions'],
];

describe('developer test page', () => {
  it('passes the edited parameters to every screen it opens', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url(demoPath('/testPreview', { orderId: 'PL2024174', productId: '1' })));
    await page.getByRole('heading', { name: 'Developer preview', level: 1 }).waitFor();
    await expectLocator(page.getByLabel('Session id')).toHaveValue(DEMO_SESSION.sessionId);
    await page.getByLabel('Order number').fill('PL-EDITED-9');
    await page.getByLabel('Device name').fill('Galaxy A12');
    await page.getByLabel('OS version').fill('Android 12');
    await page.getByLabel('Advertising id').fill('ad-123');
    await snap('test-preview');
    // The page keeps its fields in the address, so it can be reopened as it was left.
    const edited = page.url();

    for (const [label, path] of BUTTONS) {
      await page.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      const query = Object.fromEntries(new URL(page.url()).searchParams);
      expect(query, label).toEqual({
        appVersion: DEMO_SESSION.appVersion,
        deviceName: 'Galaxy A12',
        deviceId: DEMO_SESSION.deviceId,
        osVersion: 'Android 12',
        sessionId: DEMO_SESSION.sessionId,
        advertisingId: 'ad-123',
        productId: '1',
        orderId: 'PL-EDITED-9',
        userId: DEMO_SESSION.userId,
      });
      // Some screens guard the back button (loan confirmation's 'Point out'): reopen directly.
      await page.goto(edited);
      await page.getByLabel('Order number').waitFor();
    }
  });

  it('has the photo input, the contact name box and the get-location button, each working', async () => {
    const { page, snap } = await suite.phone({
      context: {
        permissions: ['geolocation'],
        geolocation: { latitude: 14.5995, longitude: 120.9842 },
      },
    });
    await page.goto(suite.url(demoPath('/testPreview')));
    const device = page.getByRole('region', { name: 'Device features' });
    const photo = device.getByLabel('Photo', { exact: true });
    await expectLocator(photo).toHaveAttribute('type', 'file');
    await expectLocator(photo).toHaveAttribute('accept', 'image/*');
    await photo.setInputFiles(join(process.cwd(), 'tests/fixtures/complaints/photo-1.png'));
    await device.getByText(/^Chosen: photo-1\.png \(\d+ KB\)$/).waitFor();
    const contact = device.getByLabel('Contact name', { exact: true });
    await contact.fill('Juan dela Cruz');
    await expectLocator(contact).toHaveValue('Juan dela Cruz');
    await device.getByRole('button', { name: 'Get location', exact: true }).click();
    await expectLocator(device.getByRole('status')).toHaveText('Location: 14.59950, 120.98420');
    await snap('test-preview-device-features');
  });

  it('calls the API with the session parameters and headers of both request rules', async () => {
    const { page } = await suite.phone();
    const requestSeen = page.waitForRequest((req) =>
      req.url().includes('/api/v3/personal-center/contact-kf-info'),
    );
    await page.goto(suite.url(demoPath('/testPreview')));
    const request = await requestSeen;
    const url = new URL(request.url());
    expect(url.pathname).toBe('/api/v3/personal-center/contact-kf-info');
    for (const key of [
      'deviceId',
      'appVersion',
      'userId',
      'appName',
      'sessionId',
      'clientType',
      'merchantNumber',
    ] as const) {
      expect(url.searchParams.get(key), key).toBe(DEMO_SESSION[key]);
    }
    const headers = await request.allHeaders();
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers['x-session-id']).toBe(DEMO_SESSION.sessionId);
    expect(headers['x-user-id']).toBe(DEMO_SESSION.userId);
    expect(headers.referer).toBeUndefined();
    expect(JSON.parse(request.postData() ?? '')).toEqual({ overall: 30 });
    await expectLocator(page.getByTestId('connection')).toHaveText(/^API connected/);
    await page
      .getByText('API connected. Customer service: help@pesoloan.example, +63 2 8123 4567')
      .waitFor();
  });

  it('keeps the session after a reload and in-app navigation without the query', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url(demoPath('/testPreview')));
    await page.getByText(/^API connected/).waitFor();
    const second = page.waitForRequest((req) => req.url().includes('contact-kf-info'));
    await page.goto(suite.url('/testPreview'));
    const url = new URL((await second).url());
    expect(url.searchParams.get('sessionId')).toBe(DEMO_SESSION.sessionId);
  });
});

describe('routing', () => {
  it('shows the not-found screen for an unknown path', async () => {
    const { page, snap } = await suite.phone();
    const response = await page.goto(suite.url('/no/such/screen'));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await snap('not-found');
  });

  it('matches paths case-insensitively and follows legacy hash links with their query', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url('/TESTPREVIEW?sessionId=abc'));
    await page.getByRole('heading', { name: 'Developer preview' }).waitFor();
    await page.goto(suite.url('/#/borrowDetail/?orderId=77&productId=3'));
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    const query = new URL(page.url()).searchParams;
    expect(query.get('orderId')).toBe('77');
    expect(query.get('productId')).toBe('3');
  });
});

describe('production server', () => {
  it('sends the security and cache headers', async () => {
    const shell = await fetch(suite.url('/loanDetail'));
    expect(shell.status).toBe(200);
    const csp = shell.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(shell.headers.get('referrer-policy')).toBe('no-referrer');
    expect(shell.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shell.headers.get('cache-control')).toBe('no-cache');

    const sw = await fetch(suite.url('/sw.js'));
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toContain('javascript');

    const html = await shell.text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const script = await fetch(suite.url(asset ?? ''));
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const missing = await fetch(suite.url('/assets/missing-chunk-abc123.js'));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toContain('javascript');

    const robots = await fetch(suite.url('/robots.txt'));
    expect(await robots.text()).toContain('User-agent: *');
  });

  it("hints the requested screen's own chunks so they load beside the entry", async () => {
    const html = await (await fetch(suite.url('/loanDetail?orderId=PL2024174'))).text();
    const hinted = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1] ?? '',
    );
    expect(hinted.some((href) => /\/assets\/order-detail-route-[\w-]+\.js$/.test(href))).toBe(true);
    expect(hinted.some((href) => href.includes('repay-route'))).toBe(false);
    for (const href of hinted) expect((await fetch(suite.url(href))).status, href).toBe(200);
    const unknown = await (await fetch(suite.url('/no/such/screen'))).text();
    // Vite's own hints for the entry stay; no screen's chunk is hinted for an unknown path.
    expect(unknown).not.toMatch(/modulepreload" crossorigin href="[^"]*-route-/);
  });

  it('answers a bad request with the envelope and a clear message, never a stack trace', async () => {
    const response = await fetch(suite.url('/api/v3/personal-center/contact-kf-info'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"overall":',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: number; message: string };
    expect(body.code).toBe(400);
    expect(body.message).toMatch(/not valid JSON/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });
});
