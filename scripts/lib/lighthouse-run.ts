import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import config from '../../lighthouse.config.js';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export interface AuditRow {
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  html: string;
  json: string;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

/** One Chrome for a whole run; Lighthouse opens a fresh tab for each URL. */
export async function withChrome<T>(run: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    return await run(chrome.port);
  } finally {
    chrome.kill();
  }
}

type Run = { row: AuditRow; lhr: Parameters<typeof computeMedianRun>[0][number] };

/**
 * `runs` audits of one URL, reported as Lighthouse's own median run (the run closest to the
 * median FCP and time to interactive, computeMedianRun): a single run on a shared 2-core machine
 * moves by up to ±10 points, so a threshold checked on one run says little.
 */
export async function auditMedian(url: string, port: number, runs: number): Promise<AuditRow> {
  const done: Run[] = [];
  for (let run = 0; run < runs; run++) done.push(await audit(url, port));
  const chosen = medianRun(done);
  if (!chosen) throw new Error(`No Lighthouse run for ${url}`);
  return chosen.row;
}

/** Lighthouse's median run; runs without an FCP or a time to interactive cannot be it. */
export function medianRun<R extends Pick<Run, 'lhr'>>(done: R[]): R | undefined {
  const valid = filterToValidRuns(done.map((run) => run.lhr));
  const median = valid.length > 0 ? computeMedianRun(valid) : undefined;
  return done.find((run) => run.lhr === median) ?? done[0];
}

async function audit(url: string, port: number, attempt = 1): Promise<Run> {
  const result = await lighthouse(
    url,
    { port, output: ['html', 'json'], logLevel: 'error' },
    config,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // A broken trace (NO_NAVSTART and the like) says nothing about the page: measure once more.
  if (result.lhr.runtimeError && attempt < 2) return audit(url, port, attempt + 1);
  const { lhr } = result;
  const scores: Record<string, number> = {};
  for (const [id, category] of Object.entries(lhr.categories))
    scores[id] = Math.round((category.score ?? 0) * 100);
  const items =
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const jsBytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const [html = '', json = ''] = Array.isArray(result.report) ? result.report : [result.report];
  const row = {
    scores,
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsBytes,
    html,
    json,
  };
  return { row, lhr };
}
