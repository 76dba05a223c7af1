import type { Request, Response } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { queryAll } from '../../server/sandbox/db';
import { appStarted, pageIdle } from '../setup/settle';
import { demoPath } from '../fixtures/demo';
import { imagesFrom } from '../setup/images';
import { sha256, type ReceivedRequest } from '../setup/stand-in-upstream';
import { FORGED_HEADERS, topologySuite } from '../setup/topology';
import {
  PROMO_QUERY,
  captchaAnswer,
  expectToast,
  field,
  loggedSmsCode,
  openPromotion,
  sendButton,
} from './promotion-helpers';
import { expectProxyHeaders, pathOf, recordBodies, reportBodies } from './topology-helpers';
import { eventually, expectLocator } from '../setup/expect-page';

// Browser → the app server in proxy mode → a recording tap → the sandbox in its own process;
// agreement frames, partner pages and logos come from the sandbox's foreign origin.
const suite = topologySuite();

function tapped(...endings: string[]): ReceivedRequest[] {
  return suite.topology.tap.received.filter((request) =>
    endings.some((ending) => pathOf(request.url).endsWith(ending)),
  );
}

/** The promotion SMS code the sandbox process printed for a phone, or '' while there is none. */
function promotionCode(phone: string): string {
  try {
    return loggedSmsCode(suite.topology.sandbox, phone);
  } catch {
    return '';
  }
}

describe('production topology: pages, frames and headers through the proxy', () => {
  it('promotion: SMS code and registration, the form bodies byte for byte at the upstream', async () => {
    const { page, snap } = await suite.phone({ bridge: 'none' });
    const phone = '13812345678';
    const sent = await recordBodies(page, ['/promotion/get-sms', '/promotion/register']);
    await openPromotion(page, suite.url(`/promotion?${PROMO_QUERY}`));
    await field(page, 'Mobile number').fill(phone);
    // The captcha is an SVG of paths: its answer is read from the sandbox process's data file.
    const capcode = await captchaAnswer(page, suite.topology.sandbox);
    await field(page, 'Image captcha').fill(capcode);
    await sendButton(page).click();
    await expectToast(page, 'verification code sent, please check your phone');
    await expect.poll(() => promotionCode(phone), { timeout: 15_000 }).toMatch(/^\d{6}$/);
    await field(page, 'SMS code').fill(promotionCode(phone));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, 'registration successful');
    await page.waitForURL((url) => url.pathname === '/promotion/download');
    await snap('topology-promotion-registered');
    const registered = queryAll(
      suite.topology.sandbox.db,
      v.object({ template_id: v.string(), invite_code: v.string() }),
      'SELECT template_id, invite_code FROM promotion_registrations WHERE phone = ?',
      phone,
    );
    expect(registered).toEqual([{ template_id: '7', invite_code: 'INV42' }]);

    const received = tapped('/promotion/get-sms', '/promotion/register');
    expect(sent.map((body) => pathOf(body.path).split('/').at(-1))).toEqual([
      'get-sms',
      'register',
    ]);
    expect(received.map((request) => pathOf(request.url))).toEqual(sent.map((body) => body.path));
    received.forEach((request, index) => {
      expect(request.headers['content-type']).toContain('application/x-www-form-urlencoded');
      expect(sha256(request.body)).toBe(sha256(sent[index]?.body ?? Buffer.alloc(0)));
    });
    expectProxyHeaders(received, suite.topology);
    reportBodies('promotion (form-encoded)', sent, received);
  });

  it('loan confirm: the forced agreement frame from the other site is visible and not blank', async () => {
    // The harness's bridge stub is an init script: the sandboxed frame (rightly) refuses to run it.
    const { page, snap } = await suite.phone({
      allowErrors: [/Blocked script execution in .*because the document's frame is sandboxed/],
    });
    const response = await page.goto(suite.url(demoPath('/loanConfirm', { productId: '2' })));
    // The app's CSP, built from FRAME_HOSTS, lets the foreign origin in.
    expect(response?.headers()['content-security-policy']).toMatch(
      new RegExp(`frame-src 'self' ${suite.topology.foreignUrl}[; ]`),
    );
    const dialog = page.getByRole('dialog', { name: 'Loan agreement' });
    await dialog.waitFor();
    const agreementUrl = suite.foreignUrl('/agreements/loan-agreement?productId=2');
    await expectLocator(dialog.locator('iframe')).toHaveAttribute('src', agreementUrl);
    await dialog
      .frameLocator('iframe')
      .getByRole('heading', { name: 'Loan Agreement', level: 1 })
      .waitFor();
    const frame = page.frames().find((item) => item.url() === agreementUrl);
    if (!frame) throw new Error('no frame on the foreign origin');
    expect(new URL(frame.url()).origin).toBe(suite.topology.foreignUrl);
    await expectLocator(frame.locator('h1')).toHaveText('Loan Agreement');
    await frame.getByText('SEC Registration No.', { exact: false }).waitFor();
    const box = await dialog.locator('iframe').boundingBox();
    expect(box?.height).toBeGreaterThan(200);
    // The foreign page allows exactly the app the sandbox was told about (APP_ORIGIN) to frame it.
    const agreement = await fetch(agreementUrl);
    expect(agreement.headers.get('content-security-policy')).toContain(
      `frame-ancestors ${suite.topology.appUrl}`,
    );
    await snap('topology-agreement-frame');
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it("joint-login failure: tapping a partner's product opens its page on the other site, and it leads back", async () => {
    const { page, bridge, snap } = await suite.phone();
    const sent = await recordBodies(page, ['/panda/honey/scholarships']);
    const response = await page.goto(suite.url(demoPath('/loginError', { productId: '1' })));
    // Rendered by the app server with the answer it got through the proxy, never cached.
    expect(response?.headers()['cache-control']).toBe('no-store');
    // No other site may embed the app's answers; the app may still embed the other site's.
    expect(response?.headers()['cross-origin-resource-policy']).toBe('same-origin');
    expect(await response?.text()).toMatch(/<h2[^>]*>Failed<\/h2>[\s\S]*id="first-answer"/);
    await page.getByRole('heading', { name: 'Failed', level: 2 }).waitFor();
    // Partner logos come from the foreign origin, allowed by IMAGE_HOSTS and the CSP.
    await eventually(async () =>
      (await imagesFrom(page, suite.topology.foreignUrl)).map((image) => image.loaded),
    ).toEqual([true, true, true, true]);
    await page.getByRole('button', { name: 'Apply now: Bayanihan Cash' }).click();
    await page.waitForURL((url) => url.href === suite.foreignUrl('/partners/r1'));
    await page.getByRole('heading', { name: 'Bayanihan Cash', level: 1 }).waitFor();
    await snap('topology-partner-page');
    expect(bridge).toEqual([]);
    await page.getByRole('link', { name: 'Back to the app' }).click();
    await page.waitForURL((url) => url.href === suite.url('/recommendList'));
    await page.getByRole('article', { name: 'Bayanihan Cash' }).waitFor();

    // The page came rendered by the app server (as `npm start` runs it): the screen's loader call
    // went to the upstream from there, through the proxy, once, with the form body the browser's
    // request layer sends; the browser sent none of its own.
    const received = tapped('/panda/honey/scholarships');
    expect(sent).toEqual([]);
    expect(
      received.map((request) => [request.headers['content-type'], request.body.toString()]),
    ).toEqual([['application/x-www-form-urlencoded;charset=UTF-8', 'productId=1']]);
    expectProxyHeaders(received, suite.topology);
  });

  it('header rules: forged X-Forwarded-For/-Host never reach the upstream as sent; every /api answer is no-store', async () => {
    const { page } = await suite.phone();
    const calls: Request[] = [];
    const answers: Response[] = [];
    const isApi = (url: string) => url.startsWith(suite.url('/api/'));
    page.on('request', (request) => {
      if (isApi(request.url())) calls.push(request);
    });
    page.on('response', (response) => {
      if (isApi(response.url())) answers.push(response);
    });
    const before = suite.topology.tap.received.length;
    // The loan confirmation arrives rendered by the app server (its loader call made there); the
    // browser reads its agreements (a GET). Let the screen finish its calls, so leaving cuts none
    // short (a call without an answer).
    const agreements = page.waitForResponse((response) => response.url().includes('/contract?'));
    await page.goto(suite.url(demoPath('/loanConfirm', { productId: '1' })));
    await agreements;
    await pageIdle(page);
    // Card repayment arrives rendered too (the app server minted its token); the browser's form
    // post is the commit a tap on Pay sends.
    await page.goto(suite.url(demoPath('/repayment', { orderId: 'PL2024174', productId: '1' })));
    await page.getByRole('group', { name: 'Choose a bank card' }).waitFor();
    await appStarted(page);
    await page.getByText('BDO Unibank').click();
    const commit = page.waitForResponse((response) => response.url().includes('/repayment-commit'));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await commit;
    await pageIdle(page);

    // The browser did send the forged values with its API calls (a JSON read and a form post)…
    expect(new Set(calls.map((call) => call.method()))).toEqual(new Set(['GET', 'POST']));
    for (const call of calls) {
      const headers = await call.allHeaders();
      expect(headers['x-forwarded-for']).toBe(FORGED_HEADERS['X-Forwarded-For']);
      expect(headers['x-forwarded-host']).toBe(FORGED_HEADERS['X-Forwarded-Host']);
    }
    // …and the upstream saw the proxy's own.
    const mine = suite.topology.tap.received.slice(before);
    expect(new Set(mine.map((request) => request.method))).toEqual(new Set(['GET', 'POST']));
    // Every request any phone of this file made through the proxy follows the same rules.
    expectProxyHeaders(suite.topology.tap.received, suite.topology);

    // Every API answer of this page, and of every phone before it, was no-store.
    await eventually(() => answers.length).toBe(calls.length);
    for (const answer of answers)
      expect([answer.url(), answer.headers()['cache-control']]).toEqual([answer.url(), 'no-store']);
    expect(suite.apiAnswers.length).toBeGreaterThanOrEqual(answers.length);
    expect(
      suite.apiAnswers.filter((answer) => answer.cacheControl !== 'no-store'),
      'API answers without Cache-Control: no-store',
    ).toEqual([]);
  });
});
