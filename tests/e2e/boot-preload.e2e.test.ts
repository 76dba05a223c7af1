import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loanDetails } from '../../src/contract/order';
import { loanPlayDetail, rolloverDetail } from '../../src/contract/repayment';
import { demoPath, secondBorrowerPath, DEMO_SESSION, SECOND_DEMO_SESSION } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually } from '../setup/expect-page';
import { pageIdle } from '../setup/settle';

const suite = browserSuite();
const ENTRY_JS = /\/assets\/index-[\w-]+\.js$/;
/** Longest the entry is held back waiting for the first call (a fail, not a pace). */
const HOLD_LIMIT_MS = 15_000;

/**
 * Holds the app's entry JavaScript back until the screen's API call has been sent (or the limit
 * passes): the call can only come first if the boot script starts it while the entry is still
 * on its way. Resolves with what happened first.
 */
async function holdEntryUntilCall(page: Page, apiPath: string) {
  let seen: () => void = () => undefined;
  const called = new Promise<'call'>((resolve) => {
    seen = () => resolve('call');
  });
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api${apiPath}`) {
      calls.push(request.url());
      seen();
    }
  });
  let first: 'call' | 'time limit' | undefined;
  await page.route(ENTRY_JS, async (route) => {
    let timer: NodeJS.Timeout | undefined;
    first = await Promise.race([
      called,
      new Promise<'time limit'>((resolve) => {
        timer = setTimeout(() => resolve('time limit'), HOLD_LIMIT_MS);
      }),
    ]);
    clearTimeout(timer);
    await route.continue();
  });
  return { calls, first: () => first };
}

describe('borrower screens fetch while their code loads', () => {
  it.each([
    ['/loanDetail', loanDetails.path, { orderId: 'PL2024174', productId: '1' }, 'Order Details'],
    ['/repay', loanPlayDetail.path, { orderId: 'PL2024174', productId: '1' }, 'Repayment'],
    ['/repayDelay', rolloverDetail.path, { orderId: 'PL2024174', productId: '1' }, 'Rollover'],
  ])(
    '%s: the first call (%s) is sent before the entry has arrived, once',
    async (path, api, extra, heading) => {
      const { page } = await suite.phone();
      const watch = await holdEntryUntilCall(page, api);
      await page.goto(suite.url(demoPath(path, extra)));
      await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
      await pageIdle(page);
      expect(watch.first()).toBe('call');
      // The screen used that answer: no second request for the same data.
      expect(watch.calls).toHaveLength(1);
      expect(watch.calls[0]).toContain(`sessionId=${DEMO_SESSION.sessionId}`);
    },
  );

  it("another borrower's link never gets the previous borrower's answer", async () => {
    const { page } = await suite.phone();
    const urls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api${loanDetails.path}`) urls.push(request.url());
    });
    await page.goto(suite.url(demoPath('/loanDetail', { orderId: 'PL2024174', productId: '1' })));
    await page.getByText('PL2024174').first().waitFor();
    await page.goto(
      suite.url(secondBorrowerPath('/loanDetail', { orderId: 'JR2024174', productId: '1' })),
    );
    await page.getByText('JR2024174').first().waitFor();
    await pageIdle(page);
    await eventually(() => urls.length).toBe(2);
    expect(urls[1]).toContain(`sessionId=${SECOND_DEMO_SESSION.sessionId}`);
    expect(await page.getByText('PL2024174').count()).toBe(0);
  });

  it('the card repayment screen (its call mints a repay token) is never started early', async () => {
    // Leaving the card screen at once may cut its own loads short.
    const { page } = await suite.phone({
      allowErrors: [/Failed to load resource/, /request failed: .*\/api\//],
    });
    await page.goto(suite.url(demoPath('/repayment', { orderId: 'PL2024174' })));
    expect(await page.locator('meta[name="first-call"]').count()).toBe(0);
    await page.goto(suite.url(demoPath('/loanDetail', { orderId: 'PL2024174' })));
    // Server HTML: present once the page has loaded, no waiting needed.
    expect(await page.locator('meta[name="first-call"]').getAttribute('content')).toContain(
      loanDetails.path,
    );
  });
});

describe('largest paint of the data screens', () => {
  it.each([
    ['/loanDetail', { orderId: 'PL2024174', productId: '1' }],
    ['/repay', { orderId: 'PL2024174', productId: '1' }],
    ['/repayment', { orderId: 'PL2024174' }],
  ])(
    '%s: the LCP element is text or an inline SVG, not an image waiting for data',
    async (path, extra) => {
      const { page } = await suite.phone();
      await page.goto(suite.url(demoPath(path, extra)));
      await pageIdle(page);
      const element = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as Array<
                PerformanceEntry & { element?: Element | null }
              >;
              const last = entries.at(-1)?.element;
              resolve(last ? last.tagName.toLowerCase() : 'none');
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(element).not.toBe('img');
      expect(element).not.toBe('none');
    },
  );
});
