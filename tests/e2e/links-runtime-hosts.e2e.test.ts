import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually, expectLocator } from '../setup/expect-page';

/**
 * One build, a deployment's host lists at run time: the sandbox is started with `hosts` allowing a
 * second local origin (a tiny partner server), and the app follows links to it, shows its images,
 * and refuses everything else with the refused-link dialog, reported to the server.
 */
const LOGO = readFileSync('public/icons/icon-192.png');
let partner: Server;
let partnerOrigin = '';

beforeAll(async () => {
  partner = createServer((request, response) => {
    if (request.url?.startsWith('/logo.png')) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(LOGO);
    } else if (request.url?.startsWith('/pay')) {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>Partner pay page</title><h1>Partner pay page</h1>');
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  // The app runs on 127.0.0.1; the partner is another origin on the loopback: localhost:PORT.
  partnerOrigin = `http://localhost:${(partner.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => partner.close(resolve));
});

const suite = browserSuite(() => {
  const host = new URL(partnerOrigin).host;
  return { hosts: { link: [host], frame: [host], image: [host] } };
});

const Envelope = v.looseObject({ data: v.record(v.string(), v.unknown()) });

/** Serves the sandbox's real answer for a call, with some of its data fields replaced. */
async function rewrite(page: Page, pattern: string, fields: Record<string, string>) {
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const body = v.parse(Envelope, await response.json());
    await route.fulfill({
      response,
      body: JSON.stringify({ ...body, data: { ...body.data, ...fields } }),
    });
  });
}

async function openOrder(page: Page) {
  await page.goto(suite.url(demoPath('/loanDetail', { orderId: 'PL2024174', productId: '1' })));
  await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
}

function refusedDialog(page: Page) {
  return page.getByRole('dialog', { name: "This link can't be opened here" });
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((item) => `${item.id}: ${item.help}`)).toEqual([]);
}

describe('hosts given at run time', () => {
  it('the app receives the lists the server was started with', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url('/aboutUs'));
    const host = new URL(partnerOrigin).host;
    // The sandbox adds its own foreign origin (pay, partner and agreement pages) to each list.
    const foreign = new URL(suite.sandbox.foreignUrl).host;
    const meta = await page.locator('meta[name="runtime-config"]').getAttribute('content');
    expect(JSON.parse(meta ?? '')).toEqual({
      v: 1,
      hosts: { link: [host, foreign], frame: [host, foreign], image: [host, foreign] },
    });
  });

  it('a server link to an allowed host opens, and its image renders under the CSP', async () => {
    const { page, bridge } = await suite.phone();
    await rewrite(page, '**/api/v3/loan-details/loan-details*', {
      productLogo: `${partnerOrigin}/logo.png`,
      h5Url: `${partnerOrigin}/pay?order=PL2024174`,
    });
    await openOrder(page);
    const logo = page.locator(`img[src="${partnerOrigin}/logo.png"]`);
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'REPAY', exact: true }).click();
    await page.waitForURL(`${partnerOrigin}/pay?order=PL2024174`);
    await page.getByRole('heading', { name: 'Partner pay page' }).waitFor();
    expect(bridge).toEqual([]);
  });

  it('a link to a host not on the list shows the dialog with Copy link and Call customer service, and is reported', async () => {
    const { page, bridge, snap } = await suite.phone();
    const refused = 'https://pay.unlisted.example/pay/V123?token=secret-token';
    await rewrite(page, '**/api/v3/loan-details/loan-details*', {
      productLogo: 'https://img.unlisted.example/logo.png',
      h5Url: refused,
    });
    const offHost: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('unlisted.example')) offHost.push(request.url());
    });
    await openOrder(page);
    // An image from a host not on the list is left out (no broken image, no CSP error).
    await expectLocator(page.locator('img[src*="unlisted.example"]')).toHaveCount(0);

    await page.getByRole('button', { name: 'REPAY', exact: true }).click();
    const dialog = refusedDialog(page);
    await dialog.waitFor();
    await dialog.getByText('You can copy the link and open it in your browser').waitFor();
    await snap('links-refused-host');
    await expectNoAxeViolations(page);
    const copy = dialog.getByRole('button', { name: 'Copy link' });
    const call = dialog.getByRole('button', { name: 'Call customer service' });
    for (const button of [copy, call]) {
      const box = await button.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await copy.click();
    await expect.poll(() => bridge).toEqual([{ action: 'copy', payload: { text: refused } }]);
    await call.click();
    await expect.poll(() => bridge.map((message) => message.action)).toEqual(['copy', 'callPhone']);
    expect(bridge[1]?.payload).toEqual({ phone: '+63 2 8123 4567' });
    expect(new URL(page.url()).pathname).toBe('/loanDetail');

    await expect
      .poll(() => suite.sandbox.logs.filter((line) => line.startsWith('[client-event]')))
      .toEqual(
        expect.arrayContaining([
          '[client-event] link-refused target=link scheme=https host=pay.unlisted.example reason=host route=/loanDetail',
          '[client-event] link-refused target=image scheme=https host=img.unlisted.example reason=host route=/loanDetail',
        ]),
      );
    expect(suite.sandbox.logs.join('\n')).not.toMatch(/secret-token|V123|sessionId/);
    expect(offHost).toEqual([]);
  });

  for (const hostile of [
    'javascript:window.__xss=1//',
    'intent://scan/#Intent;scheme=zxing;package=com.evil;end',
  ]) {
    it(`a ${hostile.split(':')[0]}: product link on /loginError is refused and never reaches the bridge`, async () => {
      const { page, bridge, snap } = await suite.phone();
      await rewrite(page, '**/gopia/goya/define*', { link: hostile });
      await page.goto(suite.url(demoPath('/loginError', { productId: '1' })));
      const define = page.waitForResponse('**/gopia/goya/define*');
      await page.getByRole('button', { name: 'Apply now: Tindahan Credit' }).click();
      await define;
      const dialog = refusedDialog(page);
      await dialog.getByText('this app does not open this kind of link').waitFor();
      await expectLocator(dialog.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Call customer service' }).waitFor();
      if (hostile.startsWith('intent')) await snap('links-refused-scheme');
      const scheme = hostile.split(':')[0];
      await expect
        .poll(() => suite.sandbox.logs)
        .toContain(
          `[client-event] link-refused target=link scheme=${scheme} host=${scheme === 'intent' ? 'scan' : '-'} reason=scheme route=/loginError`,
        );
      expect(bridge).toEqual([]);
      await eventually(() => page.evaluate(() => 'xss' in window || '__xss' in window)).toBe(false);
      expect(new URL(page.url()).pathname).toBe('/loginError');
    });
  }
});
