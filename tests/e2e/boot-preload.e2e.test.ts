import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loanDetails } from '../../src/contract/order';
import type { ScreenName } from '../../src/app/screen-manifest';
import { loaderWire } from '../../src/app/screen-facts';
import { demoPath, secondBorrowerPath, DEMO_SESSION, SECOND_DEMO_SESSION } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually, expectLocator } from '../setup/expect-page';
import { pageIdle, watchRequests } from '../setup/settle';
import { sweepTargets } from '../setup/sweep';
import { workerActivated } from '../setup/worker-activated';

const suite = browserSuite();
const ENTRY_JS = /\/assets\/index-[\w-]+\.js$/;
/** Longest the entry is held back waiting for the loader call (a fail, not a pace). */
const HOLD_LIMIT_MS = 15_000;
const ORDER = { orderId: 'PL2024174', productId: '1' };

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

/** Every screen the route → loader map starts early, with the sweep's demo link. */
const MAPPED = sweepTargets().filter((target) => loaderWire(target.screen));

function apiPathOf(screen: ScreenName): string {
  const wire = loaderWire(screen);
  if (!wire) throw new Error(`${screen} has no first call`);
  return wire.path;
}

describe('borrower screens fetch while their code loads', () => {
  it('the map covers the data screens the issue names', () => {
    expect(MAPPED.map((target) => target.screen)).toEqual(
      expect.arrayContaining(['orderDetail', 'repay', 'repayDelay']),
    );
  });

  it.each(MAPPED.map((target) => [target.path, target] as const))(
    '%s: the first call is sent before the entry has arrived, once, and the screen uses it',
    async (_path, target) => {
      const { page } = await suite.phone();
      const watch = await holdEntryUntilCall(page, apiPathOf(target.screen));
      const requests = watchRequests(page);
      await page.goto(suite.url(target.url));
      await requests.settled();
      expect(watch.first()).toBe('call');
      // The screen used that answer: no second request for the same data.
      expect(watch.calls).toHaveLength(1);
      expect(watch.calls[0]).toContain(`sessionId=${DEMO_SESSION.sessionId}`);
      // What the call answered is on the screen, not a failure or a placeholder.
      await expectLocator(page.getByRole('alert')).toHaveCount(0);
      await expectLocator(page.getByTestId('toast')).toHaveCount(0);
    },
  );

  it.each([
    ['/loanDetail', 'Order Details', 'PL2024174'],
    ['/repay', 'Repayment', '₱'],
    ['/repayDelay', 'Rollover', '₱'],
  ])('%s shows the data of the early call', async (path, heading, figure) => {
    const { page } = await suite.phone();
    await page.goto(suite.url(demoPath(path, ORDER)));
    await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
    await page.getByText(figure).first().waitFor();
  });

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

describe('with the worker installed', () => {
  it("the shell the worker answers with starts the call before the screen's code, once", async () => {
    const { page } = await suite.phone({ context: { serviceWorkers: 'allow' } });
    await page.goto(suite.url(demoPath('/loanDetail', ORDER)));
    await page.getByText('PL2024174').first().waitFor();
    await workerActivated(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api${apiPathOf('repay')}`)
        calls.push(request.url());
    });
    const requests = watchRequests(page);
    const answer = await page.goto(suite.url(demoPath('/repay', ORDER)));
    expect(answer?.fromServiceWorker()).toBe(true);
    await requests.settled();
    await page.getByRole('heading', { name: 'Repayment', level: 1 }).first().waitFor();
    await page.getByText('₱').first().waitFor();
    expect(calls).toHaveLength(1);
    // The screen's code had not even been asked for when the call left: they travelled together.
    const started = await page.evaluate((api) => {
      const entries = performance.getEntriesByType('resource');
      const at = (test: (path: string) => boolean) =>
        entries.find((entry) => test(new URL(entry.name).pathname))?.startTime;
      return {
        call: at((path) => path === `/api${api}`),
        code: at((path) => /^\/assets\/repay-route-[\w-]+\.js$/.test(path)),
      };
    }, apiPathOf('repay'));
    expect(started.call).toBeDefined();
    expect(started.code).toBeDefined();
    expect(started.call).toBeLessThan(started.code ?? 0);

    // Another borrower's link through the worker: their own call, never the previous answer.
    await page.goto(
      suite.url(secondBorrowerPath('/loanDetail', { ...ORDER, orderId: 'JR2024174' })),
    );
    await page.getByText('JR2024174').first().waitFor();
    expect(await page.getByText('PL2024174').count()).toBe(0);
  });
});

describe('largest paint of the data screens', () => {
  it.each([
    ['/loanDetail', ORDER],
    ['/repay', ORDER],
    ['/repayDelay', ORDER],
    ['/repayment', { orderId: 'PL2024174' }],
  ])(
    '%s: the LCP element is text or an inline SVG, not an image waiting for data',
    async (path, extra) => {
      const { page } = await suite.phone();
      const requests = watchRequests(page);
      await page.goto(suite.url(demoPath(path, extra)));
      // Data, code and images all in: a picture that arrives late would have taken the paint.
      await requests.settled();
      const largest = await page.evaluate(
        () =>
          new Promise<{ tag: string; text: string }>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as Array<
                PerformanceEntry & { element?: Element | null }
              >;
              const element = entries.at(-1)?.element;
              resolve({
                tag: element ? element.tagName.toLowerCase() : 'none',
                text: element?.textContent?.trim() ?? '',
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(['img', 'image', 'video', 'none']).not.toContain(largest.tag);
      // Text, or an inline SVG: not a box painted by a background picture.
      if (largest.tag !== 'svg') expect(largest.text).not.toBe('');
    },
  );
});

/** Records, in the page, what #root holds the moment React first replaces the HTML boot frame. */
async function recordFirstCommit(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { firstCommit?: { heading: string; busy: boolean } };
    const watch = new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root || root.querySelector('.boot') || state.firstCommit !== undefined) return;
      state.firstCommit = {
        heading: root.querySelector('h1')?.textContent ?? '(no heading)',
        busy: root.querySelector('[aria-busy="true"]') !== null,
      };
      watch.disconnect();
    });
    document.addEventListener('DOMContentLoaded', () =>
      watch.observe(document.body, { childList: true, subtree: true }),
    );
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { firstCommit?: { heading: string; busy: boolean } }).firstCommit,
    );
}

describe('first render', () => {
  it.each([
    ['/loanDetail', ORDER, 'Order Details'],
    ['/repay', ORDER, 'Repayment'],
  ])(
    "%s: React's first paint is the screen itself, never the code-loading placeholder",
    async (path, extra, heading) => {
      const { page } = await suite.phone();
      const firstCommit = await recordFirstCommit(page);
      await page.goto(suite.url(demoPath(path, extra)));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect((await firstCommit())?.heading).toBe(heading);
    },
  );

  it.each([
    ['/loanDetail', 'orderDetail', 'PL2024174'],
    ['/repay', 'repay', '₱'],
    ['/repayDelay', 'repayDelay', '₱'],
  ] as const)(
    '%s: when the answer is here before the code, the first paint shows the data, from one call',
    async (path, screen, figure) => {
      const { page, snap } = await suite.phone();
      const apiPath = `/api${apiPathOf(screen)}`;
      const calls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === apiPath) calls.push(request.url());
      });
      // On mobile data the code is the larger download: the entry arrives after the answer.
      await page.route(ENTRY_JS, async (route) => {
        await page
          .waitForResponse((response) => new URL(response.url()).pathname === apiPath, {
            timeout: HOLD_LIMIT_MS,
          })
          .catch(() => undefined);
        await route.continue();
      });
      // Pictures held back until the screenshot, so it shows the screen as first painted.
      let releasePictures: () => void = () => undefined;
      const picturesHeld = new Promise((resolve) => (releasePictures = () => resolve(undefined)));
      await page.route(/\/images\//, async (route) => {
        await picturesHeld;
        await route.continue();
      });
      const firstCommit = await recordFirstCommit(page);
      const requests = watchRequests(page);
      await page.goto(suite.url(demoPath(path, ORDER)));
      await page.getByText(figure).first().waitFor();
      await snap(`first-paint-${screen}`);
      releasePictures();
      await requests.settled();
      // Not a placeholder that the data replaces a frame later: the data itself.
      expect(await firstCommit()).toEqual(expect.objectContaining({ busy: false }));
      expect(calls).toHaveLength(1);
    },
  );
});
