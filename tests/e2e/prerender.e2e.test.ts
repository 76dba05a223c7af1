import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../../src/app/screen-facts';
import { pageDescriptions } from '../../src/strings/page-descriptions';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { KEEP_SERVER_HEADING, paintAndScripts, serverHeadingHydrated } from '../setup/hydration';
import { eventually, expectLocator } from '../setup/expect-page';
import { holdTheApp } from '../setup/hold-app';
import { appStarted, pageIdle } from '../setup/settle';
import { PROMO_HEADLINE, PROMO_QUERY, captchaImage } from './promotion-helpers';

const suite = browserSuite();

const POLICY_FRAME_NOTE = /both allow-scripts and allow-same-origin for its sandbox attribute/;

/**
 * Before every frame, records whether prerendered markup in #root is about to be painted (there
 * and not hidden), and counts frames: the entry script is held back until a few frames have
 * passed, so the prerendered HTML has had its chance to paint before the app takes over.
 */
const WATCH_PAINT = `
  window.__frames = 0;
  window.__paintedPrerender = [];
  const check = () => {
    window.__frames += 1;
    const root = document.getElementById('root');
    if (root && root.dataset.renderedFor !== undefined && root.textContent.trim() !== '' &&
        getComputedStyle(root).visibility !== 'hidden')
      window.__paintedPrerender.push(root.textContent.trim().slice(0, 60));
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);`;

async function watchPaint(page: Page): Promise<() => Promise<string[]>> {
  await page.context().addInitScript(WATCH_PAINT);
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await page.waitForFunction(() => (window as unknown as { __frames: number }).__frames >= 5);
    await route.continue();
  });
  return () =>
    page.evaluate(() => (window as unknown as { __paintedPrerender: string[] }).__paintedPrerender);
}

/** The address a visitor opens: the promotion views as an ad links them, with its query. */
const visitPath = (path: string) =>
  path.startsWith('/promotion') ? `${path}?${PROMO_QUERY}` : path;

describe('public pages paint from HTML', () => {
  it.each(PUBLIC_PAGES.map((page) => [page.path, pageDescriptions[page.description]]))(
    '%s: content, title and description are in the HTML (no JavaScript)',
    async (path, description) => {
      const { page, snap } = await suite.phone({
        context: { javaScriptEnabled: false },
        // Without JavaScript the browser refuses the module preloads.
        allowErrors: [/request failed: .*\/assets\/.* csp$/],
      });
      const response = await page.goto(suite.url(visitPath(path)));
      expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response?.headers()['vary']).toMatch(/Cookie, Accept-Language, Sec-Fetch-Dest/);
      const heading = page.locator('#root h1').first();
      await expectLocator(heading).toBeVisible();
      expect((await heading.innerText()).trim()).not.toBe('');
      expect((await page.locator('#root main').innerText()).length).toBeGreaterThan(150);
      expect(await page.title()).toMatch(/^\S.* · PesoLoan$/);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
        description,
      );
      if (['/', '/loanAgreement', '/promotion'].includes(path))
        await snap(`prerendered-no-js-${path === '/' ? 'home' : path.slice(1)}`, true);
    },
  );

  it.each(PUBLIC_PAGES.map((page) => [page.path]))(
    '%s hydrates the painted page (the same nodes, no mismatch or warning)',
    async (path) => {
      const { page, context } = await suite.phone();
      const warnings: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() !== 'warning' && message.type() !== 'error') return;
        // Chromium's note on the privacy policy frame's sandbox, which needs both on purpose
        // (docs/decisions/public-policy-frame.md); not about hydration.
        if (path === '/Policy' && POLICY_FRAME_NOTE.test(text)) return;
        warnings.push(text);
      });
      await context.addInitScript(KEEP_SERVER_HEADING);
      const response = await page.goto(suite.url(visitPath(path)));
      expect(await response?.text()).toContain(`data-rendered-for="${path.toLowerCase()}"`);
      await eventually(() => serverHeadingHydrated(page)).toBe(true);
      await pageIdle(page);
      expect(await serverHeadingHydrated(page)).toBe(true);
      expect(warnings).toEqual([]);
      expect(await page.title()).toMatch(/^\S.* · PesoLoan$/);
    },
  );

  it('the home page stays interactive after hydration (client-side navigation, title)', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url('/'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await pageIdle(page);
    await page
      .getByRole('navigation', { name: 'Site sections' })
      .getByRole('link', { name: 'Lender Info' })
      .click();
    await page.waitForURL((url) => url.pathname === '/User');
    await expectLocator(page.getByRole('link', { name: 'Lender Info' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(() => page.title()).toBe('Lender Info · PesoLoan');
  });

  it('the promotion landing paints its frame from HTML, then the ad’s template and form', async () => {
    const { page, snap } = await suite.phone();
    const answer = await page.request.get(suite.url(`/promotion?${PROMO_QUERY}`));
    const html = await answer.text();
    // The frame is in the HTML; what the ad's template names is not.
    expect(html).toContain('Quick cash loans, straight to your account');
    expect(html).not.toContain(PROMO_HEADLINE);
    await page.goto(suite.url(`/promotion?${PROMO_QUERY}`));
    await expectLocator(
      page.getByRole('heading', { level: 1, name: PROMO_HEADLINE }),
    ).toBeVisible();
    await expectLocator(captchaImage(page)).toBeVisible();
    const mobile = page.getByLabel('Mobile number', { exact: true });
    await mobile.fill('0917 123 4567');
    await expectLocator(mobile).toHaveValue('0917 123 4567');
    await expect.poll(() => page.title()).toBe(`${PROMO_HEADLINE} · PesoLoan`);
    await snap('prerendered-promotion-hydrated');
  });

  it('the promotion landing does not move while the app takes over and the ad’s template arrives (CLS 0)', async () => {
    const { page, context } = await suite.phone();
    await context.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/channel/channel-template*', async (route) => {
      await released;
      await route.continue();
    });
    const answer = await page.request.get(suite.url(`/promotion?${PROMO_QUERY}`));
    // The form is in the HTML, its fields disabled until the app can keep what is typed.
    expect(await answer.text()).toMatch(/<input[^>]*disabled=""[^>]*name="phone"/);
    await page.goto(suite.url(`/promotion?${PROMO_QUERY}`));
    const mobile = page.getByLabel('Mobile number', { exact: true });
    await expectLocator(mobile).toBeEnabled();
    await expectLocator(page.getByRole('button', { name: 'Register' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await pageIdle(page);
    release();
    await page.getByRole('heading', { level: 1, name: PROMO_HEADLINE }).waitFor();
    await expectLocator(page.getByRole('button', { name: 'Register' })).toHaveAttribute(
      'aria-busy',
      null,
    );
    await pageIdle(page);
    expect(
      await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts),
    ).toEqual([]);
  });

  it('the registration agreement’s way back keeps the ad’s query once hydrated', async () => {
    const { page } = await suite.phone();
    const answer = await page.request.get(suite.url(`/promotion/agreement?${PROMO_QUERY}`));
    expect(await answer.text()).toContain('data-rendered-for="/promotion/agreement"');
    await page.goto(suite.url(`/promotion/agreement?${PROMO_QUERY}`));
    const back = page.getByRole('link', { name: 'Back to registration' });
    await expectLocator(back).toHaveAttribute('href', `/promotion?${PROMO_QUERY}`);
    await back.click();
    await page.waitForURL((url) => url.pathname === '/promotion');
    expect(new URL(page.url()).search).toBe(`?${PROMO_QUERY}`);
    await page.getByRole('heading', { level: 1, name: PROMO_HEADLINE }).waitFor();
  });

  it('an English reader sees the prerendered page at once (the paint watch sees it)', async () => {
    const { page } = await suite.phone();
    const painted = await watchPaint(page);
    await page.goto(suite.url('/Policy'));
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect((await painted()).length).toBeGreaterThan(0);
  });

  it.each(['/', '/aboutUs', '/promotion?' + PROMO_QUERY])(
    '%s: no script is asked for before the page has painted, and the app then hydrates it',
    async (path) => {
      const { page } = await suite.phone();
      await page.addInitScript(KEEP_SERVER_HEADING);
      await page.goto(suite.url(path));
      // Hydrated: React's fiber sits on the very heading the HTML parser added.
      await eventually(() => serverHeadingHydrated(page)).toBe(true);
      const timing = await paintAndScripts(page);
      expect(timing.paint).toBeDefined();
      expect(timing.scripts.length).toBeGreaterThan(0);
      // Nothing competes with the hero image before the paint (docs/decisions/first-paint.md).
      expect(Math.min(...timing.scripts.map((script) => script.start))).toBeGreaterThanOrEqual(
        timing.paint ?? Infinity,
      );
    },
  );

  it('before its app starts, Send is kept (no reload with what was typed in the address) and sent once by the app, and the install offer waits for the app', async () => {
    const { page } = await suite.phone({ bridge: 'none' });
    const release = await holdTheApp(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        documents.push(request.url());
    });
    // The held entry holds `load` too (the page added it before the load event).
    await page.goto(suite.url('/Contact'), { waitUntil: 'domcontentloaded' });
    const name = page.getByLabel('Full name');
    const phone = page.getByLabel('Phone number');
    const message = page.getByLabel('Message', { exact: true });
    await name.fill('Juan dela Cruz');
    await phone.fill('09171234567');
    await message.fill('I would like to know more about your loans.');
    const send = page.getByRole('button', { name: 'Send' });
    await send.click();
    // Shown taken at once (src/paint-guard/keep-taps.ts); a second tap adds nothing.
    await expectLocator(send).toHaveAttribute('aria-busy', 'true');
    await send.click();
    const offerKept = await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(offerKept, 'the browser does not show its own install banner meanwhile').toBe(true);
    await pageIdle(page);
    expect(documents).toEqual([suite.url('/Contact')]);
    expect(await name.inputValue()).toBe('Juan dela Cruz');

    release();
    await appStarted(page);
    // The app takes over the offer the browser made before it started, and the kept Send with
    // what was typed: sent once, in the page.
    await page.getByRole('button', { name: 'Install', exact: true }).waitFor();
    await page.getByRole('img', { name: /Thank you! We received your message/ }).waitFor();
    await expectLocator(name).toHaveValue('');
    await expectLocator(phone).toHaveValue('');
    await pageIdle(page);
    await expectLocator(
      page.getByRole('img', { name: /Thank you! We received your message/ }),
    ).toHaveCount(1);
    expect(documents).toEqual([suite.url('/Contact')]);
  });

  it('a Filipino reader the server took for English (saved choice, no cookie) never sees it painted', async () => {
    const { page, context } = await suite.phone();
    await context.addInitScript(() => {
      if (!document.cookie.includes('lang=')) localStorage.setItem('app.language', 'fil');
    });
    const painted = await watchPaint(page);
    const response = await page.goto(suite.url('/'));
    expect(await response?.text()).toContain('data-rendered-for="/"');
    await page
      .getByRole('heading', { level: 1, name: 'Mabilis na cash loan, diretso sa iyong account' })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
    expect(await painted()).toEqual([]);
  });

  it('a legacy hash link at / opens its screen without painting the home page first', async () => {
    const { page } = await suite.phone();
    const painted = await watchPaint(page);
    const search = demoPath('/', { orderId: 'PL2024174', productId: '1' }).slice(1);
    await page.goto(suite.url(`/#/borrowDetail/${search}`));
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    await page.getByRole('heading', { level: 1, name: 'Order Details' }).waitFor();
    expect(await painted()).toEqual([]);
  });

  it('a Filipino reader gets the app shell (never English painted first)', async () => {
    const { page } = await suite.phone();
    const filipino: Array<Record<string, string>> = [
      { 'accept-language': 'fil-PH,fil;q=0.9,en;q=0.5' },
      { cookie: 'lang=fil' },
    ];
    for (const path of ['/Policy', '/promotion']) {
      for (const headers of filipino) {
        const answer = await page.request.get(suite.url(path), { headers });
        expect(await answer.text()).not.toContain('data-rendered-for');
      }
      const withQuery = await page.request.get(suite.url(`${path}?lang=fil`));
      expect(await withQuery.text()).not.toContain('data-rendered-for');
    }
    const english = await page.request.get(suite.url('/Policy'), {
      headers: { 'accept-language': 'en-PH' },
    });
    expect(await english.text()).toContain('data-rendered-for="/policy"');
  });

  it('the privacy policy inside the corporate frame is its text alone from HTML, with no script but the paint guard', async () => {
    const { page } = await suite.phone({ bridge: 'none' });
    const frameScripts: string[] = [];
    page.on('request', (request) => {
      if (request.frame() !== page.mainFrame() && request.resourceType() === 'script')
        frameScripts.push(new URL(request.url()).pathname);
    });
    await page.goto(suite.url('/Policy'));
    const inner = page.frameLocator('iframe[title="Privacy Policy (full text)"]');
    await inner.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await pageIdle(page);
    expect(frameScripts).toEqual([expect.stringMatching(/^\/assets\/paint-guard-[\w-]+\.js$/)]);
    await expectLocator(inner.getByRole('main')).toHaveCount(0);
    // Styled by its own stylesheets: the document's text column, not the browser's defaults.
    const margin = await inner.locator('article h1').evaluate((h1) => getComputedStyle(h1).margin);
    expect(margin).not.toBe('21.44px 0px');
    const framed = await page.request.get(suite.url('/privacyPolicy'), {
      headers: { 'sec-fetch-dest': 'iframe', 'accept-language': 'en' },
    });
    const html = await framed.text();
    expect(html).toContain('data-rendered-for="/privacypolicy"');
    expect(html).toContain('data-start="stale"');
    expect(html).not.toMatch(/<script type="module"|modulepreload/);
  });

  it('a Filipino reader the server took for English gets the framed policy from the app', async () => {
    const { page, context } = await suite.phone({ bridge: 'none' });
    await context.addInitScript(() => {
      if (!document.cookie.includes('lang=')) localStorage.setItem('app.language', 'fil');
    });
    // The frame's page comes as the server answers a frame that sent no cookie (the page's app
    // may have set one by then): the English text alone, which only the device's saved choice
    // says is stale.
    let framedHtml = '';
    await page.route('**/privacyPolicy', async (route) => {
      if (route.request().frame() === page.mainFrame()) return route.continue();
      const answer = await fetch(route.request().url(), {
        headers: { 'sec-fetch-dest': 'iframe', 'accept-language': 'en' },
      });
      framedHtml = await answer.text();
      return route.fulfill({
        status: answer.status,
        headers: Object.fromEntries(answer.headers),
        body: framedHtml,
      });
    });
    await page.goto(suite.url('/Policy'));
    // The parent page shows Filipino too: its frame's title is in Filipino.
    const frame = page.frameLocator('iframe');
    await frame.getByRole('heading', { level: 2, name: '9. Grievance officer' }).waitFor();
    const inner = page.frames().find((frame) => frame !== page.mainFrame());
    // The frame's app started and rendered the page for this reader (its markup was stale).
    await eventually(() => inner?.evaluate(() => document.documentElement.lang)).toBe('fil');
    await eventually(() =>
      inner?.evaluate(() => document.getElementById('root')?.dataset.renderedFor),
    ).toBeUndefined();
    expect(framedHtml).toContain('data-start="stale"');
  });
});
