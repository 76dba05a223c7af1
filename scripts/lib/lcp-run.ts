import { chromium, type Browser } from 'playwright-core';
import { CHROME_FLAGS } from './lighthouse-run';

/**
 * The slow phone on slow mobile data the bench measures on (issue 17): applied, not simulated,
 * throttling, so what is measured is what the browser really did: 150 ms round trips,
 * 1.6 Mbit/s down, 750 kbit/s up, a CPU 4x slower, no cache, no service worker.
 */
export const THROTTLING = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4 };

export interface PaintSample {
  lcp: number;
  fcp: number;
  /** The LCP element's tag (`h1`, `p`, `img`, `svg`…), to see what the screen waited for. */
  element: string;
}

const RECORD_LCP = `
  window.__lcp = { time: 0, element: 'none' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lcp = { time: entry.startTime, element: entry.element ? entry.element.tagName.toLowerCase() : 'none' };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });`;

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
    headless: true,
  });
}

/** One cold load of a URL at a phone viewport: when its largest and first contentful paints happened. */
export async function measurePaints(browser: Browser, url: string): Promise<PaintSample> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: (THROTTLING.downKbps * 1000) / 8,
      uploadThroughput: (THROTTLING.upKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    await page.addInitScript(RECORD_LCP);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Screens paint their data after it arrives: wait until the network has been quiet.
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    return await page.evaluate(() => {
      const lcp = (window as unknown as { __lcp: { time: number; element: string } }).__lcp;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return { lcp: lcp.time, fcp, element: lcp.element };
    });
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
