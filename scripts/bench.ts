/**
 * npm run bench — a benchmark, not a test. Prints side by side, in one run:
 * 1. the JavaScript and CSS each screen loads on a first visit (gzip and brotli) against a bare
 *    React 19 page built with the same Vite settings (the floor), as a ratio;
 * 2. each key screen's LCP against the same bare page, in Chromium with applied throttling
 *    (scripts/lib/lcp-run.ts), runs interleaved, median of 3: `LCP ratio = screen / bare page`.
 * Options: --runs N, --screens a,b (screen names), --app DIR (bench an already built app, e.g. an
 * older commit's build), --json FILE (save the figures). Only ratios mean something: the machine
 * is shared and noisy, so both sides are measured in the same minutes.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { benchScreens } from '../lighthouse.config.js';
import { buildBareFloor } from './build/bare-floor';
import { cssOf, firstVisitJs, readChunkReport, weigh } from './build/first-visit';
import { buildApp, startAppServer } from './lib/app-server';
import { launchBenchBrowser, lcpVerdict, measurePaints, median, THROTTLING } from './lib/lcp-run';
import { screenTargets, type ScreenTarget } from './lib/screen-urls';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    screens: { type: 'string' },
    app: { type: 'string' },
    json: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number ≥ 1, not ${values.runs}`);

const APP = values.app ?? '.out/bench/app';
const BARE = '.out/bench/bare';
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)}`.padStart(7);

if (!values.app) buildApp(APP);
const floor = buildBareFloor(BARE);
const report = readChunkReport(APP);
const routes = [
  ...new Set(
    Object.values(report)
      .map((chunk) => chunk.facade)
      .filter((facade): facade is string => facade?.endsWith('-route.tsx') ?? false),
  ),
].sort();

const jsRatios: Record<string, number> = {};
console.info(
  '\nFirst visit, KiB (JS gzip / JS brotli / CSS gzip / CSS brotli) and JS gzip ratio to the bare React page',
);
console.info(
  `${'bare React 19 page'.padEnd(48)}${kib(floor.gzip)}${kib(floor.brotli)}${kib(0)}${kib(0)}   1.00x`,
);
for (const route of [undefined, ...routes]) {
  const js = firstVisitJs(report, route);
  const jsWeight = weigh(APP, js);
  const cssWeight = weigh(APP, cssOf(report, js));
  const name = route
    ? route.replace('src/features/', '').replace('-route.tsx', '')
    : '(entry only)';
  jsRatios[name] = jsWeight.gzip / floor.gzip;
  console.info(
    `${name.padEnd(48)}${kib(jsWeight.gzip)}${kib(jsWeight.brotli)}${kib(cssWeight.gzip)}${kib(cssWeight.brotli)}   ${(jsWeight.gzip / floor.gzip).toFixed(2)}x   (${js.length} files)`,
  );
}

const app = await startAppServer(APP);
const bare = await startAppServer(BARE);
const targets: Array<ScreenTarget | { screen: 'bare'; url: string; path: '/'; kind: 'bare' }> = [
  { screen: 'bare', url: `${bare.url}/`, path: '/', kind: 'bare' },
  ...screenTargets(app.url, values.screens?.split(',') ?? benchScreens),
];
const samples = new Map<string, Array<{ lcp: number; fcp: number; element: string }>>();
try {
  console.info(
    `\nLCP in Chromium, applied throttling (${THROTTLING.latencyMs} ms RTT, ${THROTTLING.downKbps / 1000} Mbit/s down, CPU ${THROTTLING.cpuSlowdown}x, no cache, no worker), median of ${runs}, runs interleaved`,
  );
  const browser = await launchBenchBrowser();
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const target of targets) {
        const sample = await measurePaints(browser, target.url);
        samples.set(target.screen, [...(samples.get(target.screen) ?? []), sample]);
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await app.close();
  await bare.close();
}

const medianOf = (screen: string, key: 'lcp' | 'fcp') =>
  median((samples.get(screen) ?? []).map((sample) => sample[key]));
const bareLcp = medianOf('bare', 'lcp');
const rows = targets.map((target) => {
  const lcp = medianOf(target.screen, 'lcp');
  const ratio = lcp / bareLcp;
  const elements = [...new Set((samples.get(target.screen) ?? []).map((s) => s.element))].join('/');
  const verdict = target.kind === 'bare' ? undefined : lcpVerdict(ratio, target.kind);
  return {
    screen: target.screen,
    path: target.path,
    kind: target.kind,
    lcp,
    fcp: medianOf(target.screen, 'fcp'),
    ratio,
    elements,
    verdict,
  };
});
for (const row of rows) {
  const goal = row.verdict
    ? `goal ≤ ${row.verdict.goal.toFixed(2)}x ${row.verdict.meets ? 'met' : 'MISSED'}`
    : '';
  console.info(
    `${(row.kind === 'bare' ? 'bare React 19 page' : `${row.screen} (${row.path})`).padEnd(34)} LCP ${String(Math.round(row.lcp)).padStart(5)} ms  FCP ${String(Math.round(row.fcp)).padStart(5)} ms  LCP ratio = ${row.ratio.toFixed(2)}x  ${goal.padEnd(20)} LCP element ${row.elements}`,
  );
}
if (values.json) {
  writeFileSync(
    values.json,
    JSON.stringify({ floorGzip: floor.gzip, jsRatios, runs, lcp: rows }, null, 2),
  );
  console.info(`\nSaved to ${values.json}`);
}
