import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../../src/prerender/public-pages';
import { browserSuite } from '../setup/browser';
import { expectLocator } from '../setup/expect-page';
import { pageIdle } from '../setup/settle';

const suite = browserSuite();

/** Remembers the first <h1> the HTML parser put in the page, before any script ran. */
const KEEP_SERVER_HEADING = `
  new MutationObserver((records, observer) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node.nodeName === 'H1' && !window.__serverHeading) {
          window.__serverHeading = node;
          observer.disconnect();
        }
  }).observe(document, { childList: true, subtree: true });`;

describe('public pages paint from HTML', () => {
  it.each(PUBLIC_PAGES.map((page) => [page.path, page.description]))(
    '%s: content, title and description are in the HTML (no JavaScript)',
    async (path, description) => {
      const { page, snap } = await suite.phone({
        context: { javaScriptEnabled: false },
        // Without JavaScript the browser refuses the module preloads.
        allowErrors: [/request failed: .*\/assets\/.* csp$/],
      });
      const response = await page.goto(suite.url(path));
      expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
      await expectLocator(page.locator('#root h1').first()).toBeVisible();
      expect((await page.locator('#root').innerText()).length).toBeGreaterThan(200);
      expect(await page.title()).toMatch(/^\S.* · PesoLoan$/);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
        description,
      );
      if (path === '/' || path === '/loanAgreement')
        await snap(`prerendered-no-js-${path === '/' ? 'home' : path.slice(1)}`, true);
    },
  );

  it('hydrates the painted page (no second render, no mismatch) and stays interactive', async () => {
    const { page, context } = await suite.phone();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await context.addInitScript(KEEP_SERVER_HEADING);
    await page.goto(suite.url('/'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await pageIdle(page);
    // The heading the server sent is still the one on screen: hydrated, not rendered again.
    expect(
      await page.evaluate(() => {
        const heading = (window as unknown as { __serverHeading?: Node }).__serverHeading;
        return heading !== undefined && document.getElementById('root')?.contains(heading);
      }),
    ).toBe(true);
    expect(warnings).toEqual([]);
    // Client-side navigation works after hydration.
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

  it('a Filipino reader gets the app shell (never English painted first)', async () => {
    const { page } = await suite.phone();
    const filipino: Array<Record<string, string>> = [
      { 'accept-language': 'fil-PH,fil;q=0.9,en;q=0.5' },
      { cookie: 'lang=fil' },
    ];
    for (const headers of filipino) {
      const answer = await page.request.get(suite.url('/Policy'), { headers });
      expect(await answer.text()).not.toContain('data-prerendered');
    }
    const withQuery = await page.request.get(suite.url('/Policy?lang=fil'));
    expect(await withQuery.text()).not.toContain('data-prerendered');
    const english = await page.request.get(suite.url('/Policy'), {
      headers: { 'accept-language': 'en-PH' },
    });
    expect(await english.text()).toContain('data-prerendered="/policy"');
  });

  it('the privacy policy inside the corporate frame gets the shell (its text alone there)', async () => {
    const { page } = await suite.phone();
    const framed = await page.request.get(suite.url('/privacyPolicy'), {
      headers: { 'sec-fetch-dest': 'iframe' },
    });
    expect(await framed.text()).not.toContain('data-prerendered');
  });
});
