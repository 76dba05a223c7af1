import type { Page, Request } from 'playwright-core';
import { eventually } from './expect-page';

/**
 * Conditions that say a page has finished reacting, so a "nothing bad happened" check reads a
 * page that has had its chance to go wrong, instead of a page that has not rendered yet. Never a
 * fixed time: a slow machine waits longer, a fast one not at all.
 */

/** Longest a page may stay busy before `pageIdle` fails (a hang reported, not a test time-out). */
const IDLE_LIMIT_MS = 20_000;
/** How long to wait for a frame before asking for idle time anyway (see `pageIdle`). */
const FRAME_WAIT_MS = 1_000;
/** How long to wait for an idle period before settling for a task of its own (see `pageIdle`). */
const IDLE_WAIT_MS = 5_000;

/**
 * Resolves once the page has painted a frame and then found its main thread idle
 * (`requestIdleCallback`): every task an earlier event queued (a React render, its effects, a
 * resize handler) has run. Headless Chromium on a loaded machine sometimes holds frames back for
 * a while after a viewport change; then the idle wait starts after a second without a frame
 * instead of hanging until the test's time-out. Held-back frames can also hold back the idle
 * period itself (CI once waited 20 s on a static page at 200% text); after five seconds the idle
 * callback runs as a task of its own, which still comes after every task queued before it. A page
 * whose main thread never gets to that task fails here, saying so. Not for a page under
 * `page.clock`, which fakes these callbacks.
 */
export async function pageIdle(page: Page): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the page was not idle within ${IDLE_LIMIT_MS} ms`)),
      IDLE_LIMIT_MS,
    );
  });
  try {
    await Promise.race([
      limit,
      page.evaluate(
        ([frameWait, idleWait]) =>
          new Promise<void>((resolve) => {
            let asked = false;
            const askIdle = () => {
              if (asked) return;
              asked = true;
              requestIdleCallback(() => resolve(), { timeout: idleWait });
            };
            requestAnimationFrame(askIdle);
            setTimeout(askIdle, frameWait);
          }),
        [FRAME_WAIT_MS, IDLE_WAIT_MS] as const,
      ),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Longest a prerendered page may stay HTML only after it has loaded (see `appStarted`). */
const APP_START_LIMIT_MS = 10_000;

/**
 * Resolves once the app has taken the page over. A page that arrived with its markup is painted
 * HTML whose app starts after that paint (src/paint-guard/start-after-paint.ts), often after
 * `load`. Tests tap without it, as borrowers do (a tap made earlier is kept and carried out:
 * src/paint-guard/keep-taps.ts); only a test that reads what the app alone adds without a tap
 * (a cookie it writes as it starts, say) waits for it. Any other page is the app's from its
 * first render and resolves at once. Polled from here, not with the page's timers, which
 * `page.clock` may have stopped.
 */
export async function appStarted(page: Page): Promise<void> {
  const deadline = Date.now() + APP_START_LIMIT_MS;
  for (;;) {
    const waiting = await page
      .evaluate(
        () =>
          document.getElementById('root')?.hasAttribute('data-rendered-for') === true &&
          !document.documentElement.hasAttribute('data-app-started'),
      )
      // A page that navigated away meanwhile is another page's business.
      .catch(() => false);
    if (!waiting) return;
    if (Date.now() > deadline)
      throw new Error(`the prerendered page's app did not start within ${APP_START_LIMIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface RequestWatch {
  /** Requests the page has started since the watch began. */
  readonly started: number;
  /**
   * The app has rendered and shows no placeholder (`aria-busy`: a screen's code or data still
   * loading), every request is answered or failed, the page is idle after that and nothing new
   * started meanwhile (a render that fetches more goes round again): the screen has loaded its
   * code, data and images and rendered them.
   */
  settled(): Promise<void>;
}

/** The app has mounted and no placeholder is waiting for code or data. */
function rendered(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      (document.getElementById('root')?.childElementCount ?? 0) > 0 &&
      document.querySelector('[aria-busy="true"]') === null,
  );
}

/** Counts the page's requests from now on; start it before `goto`. */
export function watchRequests(page: Page): RequestWatch {
  const open = new Set<Request>();
  let started = 0;
  page.on('request', (request) => {
    // Inline data is no network traffic and gets no "finished" event.
    if (/^(data|blob):/.test(request.url())) return;
    open.add(request);
    started += 1;
  });
  const close = (request: Request) => open.delete(request);
  page.on('requestfinished', close);
  page.on('requestfailed', close);
  return {
    get started() {
      return started;
    },
    async settled() {
      for (;;) {
        await eventually(() => rendered(page), 'the screen is still loading').toBe(true);
        await eventually(
          () => [...open].map((request) => request.url()),
          'requests still open',
        ).toEqual([]);
        const before = started;
        await pageIdle(page);
        if (open.size === 0 && started === before && (await rendered(page))) return;
      }
    },
  };
}

/**
 * Resolves once every task the page queued before the call has run, and the tasks those queued:
 * React schedules renders as posted messages, which run in order, so a render that an event or a
 * timer (`page.clock.runFor`) set off has been committed. Works under `page.clock`, which does not
 * fake `MessageChannel`.
 */
export async function tasksFlushed(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/**
 * The app's overlays are up: a toast a tap shows from now on is seen. They come after the first
 * screen (src/app/app-overlays.tsx), so a test that takes the network away must wait for them,
 * as a borrower whose signal drops later does.
 */
export async function overlaysUp(page: Page): Promise<void> {
  await page.locator('[role="status"][popover]').waitFor({ state: 'attached' });
}

/**
 * The page's app has started and then settled: what it fetches with its screen has been asked
 * for, so a check that something was *not* fetched cannot pass on an app that has not asked yet.
 */
export async function appSettled(page: Page): Promise<void> {
  await appStarted(page);
  await pageIdle(page);
}
