import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { CHROME_FLAGS } from './lighthouse-run';

/**
 * The slow phone on slow mobile data the bench measures on (issue 17): applied, not simulated,
 * throttling, so what is measured is what the browser really did: 150 ms round trips,
 * 1.6 Mbit/s down, 750 kbit/s up, a CPU 4x slower, no cache, no service worker.
 */
export const THROTTLING = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4 };

/** That phone and its data, on a page's CDP session (the network domain enabled). */
export async function throttleToSlowPhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downKbps * 1000) / 8,
    uploadThroughput: (THROTTLING.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
}

/**
 * A first visit's page at a phone viewport, in a context of its own: no cache, no worker, and
 * the slow phone's network and CPU unless `throttled` is false.
 */
export async function phonePage(browser: Browser, throttled = true) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) await throttleToSlowPhone(cdp);
  return { context, page, cdp };
}

export interface PaintSample {
  lcp: number;
  fcp: number;
  /** The LCP element's tag (`h1`, `p`, `img`, `svg`…), to see what the screen waited for. */
  element: string;
  /**
   * When a tap on the painted controls works: the app has called hydrateRoot and marked the page
   * `data-app-started` (from then on React's own listeners are on the root, and a tap on markup
   * not yet hydrated hydrates it at once and gets the event). On a page the browser renders
   * itself (the bare page, `rendersItself`), when its root first has content.
   */
  live: number;
  /** When hydration committed: React's root no longer holds dehydrated markup (0 if never seen). */
  hydrated: number;
  /** Every script the visit downloaded until the network was quiet, by path (`/assets/x.js`). */
  scripts: string[];
}

const RECORD_LCP = `
  window.__lcp = { time: 0, element: 'none' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lcp = { time: entry.startTime, element: entry.element ? entry.element.tagName.toLowerCase() : 'none' };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__started = 0;
  window.__rendered = 0;
  window.__hydrated = 0;
  new MutationObserver(() => {
    const html = document.documentElement;
    if (!window.__started && html.hasAttribute('data-app-started')) window.__started = performance.now();
    if (!window.__rendered && document.getElementById('root')?.firstElementChild) window.__rendered = performance.now();
  }).observe(document, { attributes: true, childList: true, subtree: true });
  const seeHydrated = () => {
    const root = document.getElementById('root');
    const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
    const state = key && root[key]?.stateNode?.current?.memoizedState;
    if (state && state.isDehydrated === false) window.__hydrated = performance.now();
    else requestAnimationFrame(seeHydrated);
  };
  requestAnimationFrame(seeHydrated);`;

/** How long the network must stay quiet before a visit counts as done (the app's idle work included). */
const QUIET_MS = 3000;

/**
 * Until no request has been in flight for `quietMs`, counted from now (at most `limitMs`).
 * Playwright's `networkidle` is reached once and stays reached: the app's idle work (overlays,
 * field vitals, the worker's code) can start after it.
 */
export async function networkQuiet(page: Page, quietMs: number, limitMs = 30_000): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => () => {
    // A request started before this listened ends uncounted: never below none.
    inFlight = Math.max(0, inFlight + by);
    lastChange = Date.now();
  };
  const [started, ended] = [change(1), change(-1)];
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + limitMs;
    while ((inFlight > 0 || Date.now() - lastChange < quietMs) && Date.now() < deadline)
      await page.waitForTimeout(50);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
    headless: true,
  });
}

/**
 * One cold load of a URL at a phone viewport: when its largest and first contentful paints
 * happened, when it became live, and every script it downloaded until the network was quiet.
 * `throttled: false` loads it at the machine's speed (for the scripts alone: bytes do not depend
 * on the speed).
 */
export async function measurePaints(
  browser: Browser,
  url: string,
  { rendersItself = false, throttled = true } = {},
): Promise<PaintSample> {
  const { context, page, cdp } = await phonePage(browser, throttled);
  try {
    const scripts = new Set<string>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(new URL(event.response.url).pathname);
    });
    await page.addInitScript(RECORD_LCP);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Screens paint their data after it arrives, and the app fetches more when idle (overlays,
    // field vitals, the worker's code): wait until the network has been quiet for a while.
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await networkQuiet(page, QUIET_MS);
    const times = await page.evaluate(() => {
      const seen = window as unknown as {
        __lcp: { time: number; element: string };
        __started: number;
        __rendered: number;
        __hydrated: number;
      };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return {
        lcp: seen.__lcp.time,
        fcp,
        element: seen.__lcp.element,
        started: seen.__started,
        rendered: seen.__rendered,
        hydrated: seen.__hydrated,
      };
    });
    return {
      lcp: times.lcp,
      fcp: times.fcp,
      element: times.element,
      live: rendersItself ? times.rendered : times.started,
      hydrated: times.hydrated,
      scripts: [...scripts].sort(),
    };
  } finally {
    await context.close();
  }
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Public pages are HTML: at most the bare page's LCP. Borrower data screens: within 20 %. */
export const LCP_GOALS = { public: 1.0, borrower: 1.2 } as const;

export function lcpVerdict(
  ratio: number,
  kind: keyof typeof LCP_GOALS,
): { goal: number; meets: boolean } {
  const goal = LCP_GOALS[kind];
  return { goal, meets: Number.isFinite(ratio) && ratio <= goal };
}
