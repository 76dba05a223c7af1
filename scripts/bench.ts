/**
 * npm run bench — a benchmark, not a test. Prints side by side, in one run:
 * 1. the JavaScript and CSS each screen loads on a first visit (gzip and brotli) against a bare
 *    React 19 page built with the same Vite settings (the floor), as a ratio;
 * 2. Lighthouse LCP and TBT of the key screens against the same bare page.
 */
import { benchScreens } from '../lighthouse.config.js';
import { buildBareFloor } from './build/bare-floor';
import { cssOf, firstVisitJs, readChunkReport, weigh } from './build/first-visit';
import { buildApp, startAppServer } from './lib/app-server';
import { audit, withChrome } from './lib/lighthouse-run';
import { screenTargets } from './lib/screen-urls';

const APP = '.out/bench/app';
const BARE = '.out/bench/bare';
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)}`.padStart(7);

buildApp(APP);
const floor = buildBareFloor(BARE);
const report = readChunkReport(APP);
const routes = [
  ...new Set(
    Object.values(report)
      .map((chunk) => chunk.facade)
      .filter((facade): facade is string => facade?.endsWith('-route.tsx') ?? false),
  ),
].sort();

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
  console.info(
    `${name.padEnd(48)}${kib(jsWeight.gzip)}${kib(jsWeight.brotli)}${kib(cssWeight.gzip)}${kib(cssWeight.brotli)}   ${(jsWeight.gzip / floor.gzip).toFixed(2)}x`,
  );
}

const app = await startAppServer(APP);
const bare = await startAppServer(BARE);
try {
  console.info('\nLighthouse mobile (simulated throttling): LCP and TBT, ms');
  await withChrome(async (port) => {
    const floorRun = await audit(`${bare.url}/`, port);
    console.info(
      `${'bare React 19 page'.padEnd(24)} LCP ${String(Math.round(floorRun.lcp)).padStart(6)}  TBT ${String(Math.round(floorRun.tbt)).padStart(5)}`,
    );
    for (const target of screenTargets(app.url, benchScreens)) {
      const run = await audit(target.url, port);
      console.info(
        `${target.screen.padEnd(24)} LCP ${String(Math.round(run.lcp)).padStart(6)}  TBT ${String(Math.round(run.tbt)).padStart(5)}   ` +
          `(${(run.lcp / floorRun.lcp).toFixed(2)}x LCP, perf ${run.scores.performance})`,
      );
    }
  });
} finally {
  await app.close();
  await bare.close();
}
