import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { htmlEntryChunks, readChunkReport, staticClosure } from '../../scripts/build/first-visit';
import type { ScreenName } from '../../src/app/screen-manifest';
import { repaymentWay } from '../../src/contract/card-repayment';
import { problemTypes } from '../../src/contract/complaint-types';
import { problemDetail } from '../../src/contract/complaints';
import { SCREEN_LOADERS, screenPath } from '../../src/app/screen-facts';
import { SERVER_RENDERED_SCREENS } from '../../src/app/screen-facts';
import { demoPath, DEMO_SESSION, secondBorrowerPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { KEEP_SERVER_HEADING, paintAndScripts, serverHeadingHydrated } from '../setup/hydration';
import { eventually, expectLocator } from '../setup/expect-page';
import { outDir } from '../setup/paths';
import { appStarted, pageIdle } from '../setup/settle';

/*
 * Borrower screens rendered by the server with their loader data (issue 17,
 * docs/decisions/first-paint.md), against the sandbox as `npm start` runs it.
 */
const suite = browserSuite(() => ({ serverRender: true }));

/** Each rendered screen's demo link: the order and product its call needs. */
const LINKS: Record<string, Record<string, string>> = {
  repayDelay: { orderId: 'PL2024174', productId: '1' },
  repaymentCode: { showType: '1', amount: '765000', payCode: '7001248813' },
  complaintDetail: { problemId: '2' },
  complaintSubmit: { problemType: '2', orderNo: 'PL2024170' },
  // Without an amount the page stays (it says the link is incomplete) instead of leaving.
  onlinePayment: { orderId: 'PL2024170', productId: '1' },
  default: { orderId: 'PL2024170', productId: '1' },
};
const linkTo = (screen: ScreenName) => demoPath(screenPath(screen), LINKS[screen] ?? LINKS.default);

/**
 * The browser's own requests for a screen's loader call; for a screen that calls nothing when it
 * opens, any API request.
 */
function callsTo(page: Page, screen: ScreenName): string[] {
  // These calls are the server's alone (src/server-render/server-loaders.ts).
  const serverOnly: Partial<Record<ScreenName, { path: string }>> = {
    cardRepayment: repaymentWay,
    complaintDetail: problemDetail,
    complaintSubmit: problemTypes,
  };
  const endpoint = serverOnly[screen] ?? SCREEN_LOADERS[screen]?.endpoint;
  const path = endpoint?.path.replace('{provider}', 'pesoloan');
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (path ? pathname.endsWith(path) : pathname.startsWith('/api/')) calls.push(request.url());
  });
  return calls;
}

describe('borrower screens rendered by the server', () => {
  it.each(['/loanDetail', '/repay', '/repayment'])(
    '%s: the loader data chunk and every file it imports are preloaded with the page, none found a round trip late',
    async (path) => {
      const report = readChunkReport(outDir);
      const loaderData = Object.entries(report).find(
        ([, chunk]) => chunk.facade === 'src/boot/page-loader-data.ts',
      )?.[0];
      expect(loaderData).toBeDefined();
      const entry = new Set(staticClosure(report, htmlEntryChunks(report)));
      const needed = staticClosure(report, loaderData ? [loaderData] : []).filter(
        (file) => !entry.has(file),
      );
      // Beside the chunk itself, at least the file it imports that no entry file brings.
      expect(needed.length).toBeGreaterThan(1);
      const { page } = await suite.phone();
      const response = await page.goto(
        suite.url(demoPath(path, { orderId: 'PL2024174', productId: '1' })),
      );
      const html = (await response?.text()) ?? '';
      expect(html).toContain('id="first-answer"');
      // The paint guard's tag lists the files it preloads while the page paints.
      for (const file of needed) expect(html, file).toContain(`/${file}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    },
  );

  it.each([
    ['repay', ['Amount due', '₱7,650.00', 'Repayment date 2026-12-05', '7001248813']],
    ['repayDelay', ['₱1,850.00', '₱10,925.00']],
    ['orderDetail', ['PL2024170']],
    ['repaymentCode', ['₱7,650.00', '7001248813']],
    ['providerInstructions', ['How to pay with Dragonpay', 'Pay with GCash or Maya']],
    ['testPreview', ['Developer preview', 'API connected. Customer service: ']],
  ] as const)(
    '%s: its data is in the HTML (no JavaScript), sent no-store',
    async (screen, texts) => {
      const { page, snap } = await suite.phone({
        context: { javaScriptEnabled: false },
        // Without JavaScript the browser refuses the module preloads.
        allowErrors: [/request failed: .*\/assets\/.* csp$/],
      });
      const response = await page.goto(suite.url(linkTo(screen)));
      expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response?.headers()['cache-control']).toBe('no-store');
      await expectLocator(page.locator('#root h1')).toBeVisible();
      const text = await page.locator('#root').innerText();
      for (const expected of texts) expect(text).toContain(expected);
      expect(await page.title()).toMatch(/^\S.* · PesoLoan$/);
      if (screen === 'repay' || screen === 'testPreview')
        await snap(`server-render-no-js-${screen}`);
    },
  );

  it.each(SERVER_RENDERED_SCREENS.map((screen) => [screen]))(
    '%s hydrates the rendered screen with the answer it carries: no call of its own, no warning',
    async (screen) => {
      const { page, context } = await suite.phone();
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error')
          warnings.push(message.text());
      });
      await context.addInitScript(KEEP_SERVER_HEADING);
      const calls = callsTo(page, screen);
      const response = await page.goto(suite.url(linkTo(screen)));
      expect(await response?.text()).toContain('id="first-answer"');
      await eventually(() => serverHeadingHydrated(page)).toBe(true);
      await pageIdle(page);
      expect(await serverHeadingHydrated(page)).toBe(true);
      expect(calls).toEqual([]);
      // The worker is blocked in these phones (Playwright says so); nothing else may warn.
      expect(warnings.filter((text) => !/Service Worker registration blocked/.test(text))).toEqual(
        [],
      );
    },
  );

  it('the due line, Add reminder and Share join the rendered instalment screen in the browser, where the HTML kept their place', async () => {
    const { page, context } = await suite.phone({ bridge: 'none' });
    await context.addInitScript(KEEP_SERVER_HEADING);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    // 10:00 in Manila on 27 November: eight days before the due date.
    await page.clock.setFixedTime(new Date('2026-11-27T10:00:00+08:00'));
    const response = await page.goto(suite.url(linkTo('repay')));
    const html = (await response?.text()) ?? '';
    // The server computes no date (the dated parts are the browser's): the row is there, empty.
    expect(html).toMatch(/<p class="_due_\w+"><\/p>/);
    expect(html).not.toContain('Add reminder');
    await expectLocator(page.getByTestId('due-in')).toHaveText('Due in 8 days');
    await page.getByRole('button', { name: /^Add reminder/ }).waitFor();
    await page.getByRole('button', { name: /^Share pay code 7001248813/ }).waitFor();
    // Hydrated, not rendered again, and nothing warned on the way.
    expect(await serverHeadingHydrated(page)).toBe(true);
    expect(warnings.filter((text) => !/Service Worker registration blocked/.test(text))).toEqual(
      [],
    );
  });

  it('no script but its low-priority preloads is asked for before the rendered screen has painted (the paint guard starts the app)', async () => {
    const { page, context } = await suite.phone();
    await context.addInitScript(KEEP_SERVER_HEADING);
    await page.goto(suite.url(linkTo('repay')));
    await eventually(() => serverHeadingHydrated(page)).toBe(true);
    const timing = await paintAndScripts(page);
    expect(timing.paint).toBeDefined();
    expect(timing.scripts.length).toBeGreaterThan(0);
    // Before the paint only the page's own preloads, which fetch and do not run
    // (docs/decisions/first-paint.md); the paint guard runs the entry after it.
    const early = timing.scripts.filter((script) => script.start < (timing.paint ?? 0));
    expect(early.filter((script) => script.by === 'script')).toEqual([]);
  });

  it('the hydrated instalment screen works: Payment Method opens its sheet', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url(linkTo('repay')));
    await appStarted(page);
    await page.getByRole('button', { name: 'Payment Method' }).click();
    await page.getByRole('dialog', { name: 'Payment Method' }).waitFor();
    await snap('server-render-repay-sheet');
  });

  it('a tab that keeps more session values than the link renders afresh and asks once itself', async () => {
    const { page, context } = await suite.phone();
    await page.goto(suite.url(linkTo('orderDetail')));
    await page.getByText('PL2024170').first().waitFor();
    // The tab keeps the link's values once the app has started on it (painted text comes first).
    await appStarted(page);
    // The same borrower's next link carries who they are, not the device values the tab keeps.
    const { userId, sessionId } = DEMO_SESSION;
    await context.addInitScript(KEEP_SERVER_HEADING);
    const calls = callsTo(page, 'repay');
    const response = await page.goto(
      suite.url(
        `/repay?${new URLSearchParams({ userId, sessionId, orderId: 'PL2024170', productId: '1' })}`,
      ),
    );
    expect(await response?.text()).toContain('id="first-answer"');
    await page.getByText('₱7,650.00').first().waitFor();
    // What the app does as it starts, with no tap: it renders afresh and asks.
    await appStarted(page);
    await pageIdle(page);
    // The server rendered for the link's values; this tab's request carries more: not hydrated.
    expect(await serverHeadingHydrated(page)).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain(`deviceId=${DEMO_SESSION.deviceId}`);
  });

  it('the next borrower on the same phone gets their own screen, never the previous one’s', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url(linkTo('orderDetail')));
    await page.getByText('PL2024170').first().waitFor();
    const response = await page.goto(
      suite.url(secondBorrowerPath('/loanDetail', { orderId: 'JR2024174', productId: '3' })),
    );
    const html = (await response?.text()) ?? '';
    expect(html).toContain('JR2024174');
    expect(html).not.toContain('PL2024170');
    await page.getByText('JR2024174').first().waitFor();
    expect(await page.locator('#root').innerText()).not.toContain('PL2024170');
  });

  it('two borrowers asking at once each get a page with their own order only', async () => {
    const first = suite.url(linkTo('orderDetail'));
    const second = suite.url(
      secondBorrowerPath('/loanDetail', { orderId: 'JR2024174', productId: '3' }),
    );
    const pages = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        // As a browser opening the page (a link preview gets the shell).
        fetch(index % 2 === 0 ? first : second, { headers: { 'Sec-Fetch-Dest': 'document' } }).then(
          (answer) => answer.text(),
        ),
      ),
    );
    pages.forEach((html, index) => {
      const [own, other] =
        index % 2 === 0 ? ['PL2024170', 'JR2024174'] : ['JR2024174', 'PL2024170'];
      expect(html).toContain('id="first-answer"');
      expect(html).toContain(own);
      expect(html).not.toContain(other);
    });
  });

  it('a Filipino reader gets the app shell, and the screen in Filipino', async () => {
    // The phone's locale: its navigations say `fil-PH` (no header forced on every request, which
    // would also stand in for what the app's own calls say).
    const { page } = await suite.phone({ context: { locale: 'fil-PH' } });
    const calls = callsTo(page, 'repay');
    const languages: Array<Promise<string | null>> = [];
    page.on('request', (request) => {
      if (request.url().includes('/loan-play-detail'))
        languages.push(request.headerValue('accept-language'));
    });
    const response = await page.goto(suite.url(linkTo('repay')));
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('id="first-answer"');
    expect(html).toContain('class="boot"');
    await page.getByText('₱7,650.00').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
    expect(calls).toHaveLength(1);
    // The one call (the boot script's, taken by the screen) asked in Filipino, and the lender's
    // detail rows came back in Filipino.
    expect(await Promise.all(languages)).toEqual(['fil-PH']);
    await page.getByText('Halaga ng loan', { exact: true }).waitFor();
  });

  it('a phone in another time zone renders afresh (dates are formatted in the device’s zone)', async () => {
    const { page, context } = await suite.phone({ context: { timezoneId: 'America/Los_Angeles' } });
    await context.addInitScript(KEEP_SERVER_HEADING);
    const calls = callsTo(page, 'repay');
    await page.goto(suite.url(linkTo('repay')));
    await page.getByText('Repayment date 2026-12-05').waitFor();
    // What the app does as it starts, with no tap: it renders afresh and asks.
    await appStarted(page);
    await pageIdle(page);
    // The server formatted in Manila's zone: the markup is not hydrated, the screen asks itself.
    expect(await serverHeadingHydrated(page)).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('online payment: its note paints from the HTML, then the app asks once and leaves for the gateway', async () => {
    const link = suite.url(
      demoPath('/onlinePayment', {
        orderId: 'PL2024180',
        productId: '2',
        withholdingAmount: '712000',
        from: 'payway',
      }),
    );
    // As a browser opening the page; read apart, because the page itself leaves at once.
    const html = await fetch(link, { headers: { 'Sec-Fetch-Dest': 'document' } }).then((answer) =>
      answer.text(),
    );
    expect(html).toContain('id="first-answer"');
    expect(html).toContain('Opening the payment page…');
    const { page } = await suite.phone();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/repayment-huichao')) asked.push(request.url());
    });
    await page.goto(link);
    await page.waitForURL((url) => url.origin === new URL(suite.foreignUrl('/')).origin);
    expect(asked).toHaveLength(1);
  });

  it('online payment with an incomplete link: the server’s page says so, and nothing is asked for', async () => {
    const { page, context, snap } = await suite.phone();
    await context.addInitScript(KEEP_SERVER_HEADING);
    const calls = callsTo(page, 'onlinePayment');
    const response = await page.goto(suite.url(linkTo('onlinePayment')));
    const html = (await response?.text()) ?? '';
    const message =
      'This payment link is incomplete. Please open it again from the repayment page.';
    expect(html).toContain(message);
    expect(html).not.toContain('Opening the payment page…');
    await eventually(() => serverHeadingHydrated(page)).toBe(true);
    await pageIdle(page);
    await expectLocator(page.getByText(message)).toBeVisible();
    await snap('server-render-online-payment-incomplete');
    // Trying again could open nothing more: the page offers no retry.
    await expectLocator(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    expect(calls).toEqual([]);
  });

  it('a pay code shown as a QR picture is left to the browser: its address is held to the page’s image hosts', async () => {
    const { page } = await suite.phone();
    const response = await page.goto(
      suite.url(
        demoPath('/repaymentOfCode', {
          showType: '2',
          payCode: '7001248813',
          qrCode: '/images/repayment/channel-guide.svg',
        }),
      ),
    );
    expect(await response?.text()).not.toContain('id="first-answer"');
    await page.getByText('7001248813').first().waitFor();
  });
});
