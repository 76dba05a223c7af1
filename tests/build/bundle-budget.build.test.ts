import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBareFloor } from '../../scripts/build/bare-floor';
import { BOOT_ENTRY } from '../../scripts/build/boot-script-plugin';
import { BUDGETS } from '../../scripts/build/budgets';
import type { RoutePreloads } from '../../scripts/build/chunk-report-plugin';
import {
  featureOf,
  firstVisitJs,
  readChunkReport,
  staticClosure,
  weigh,
  type Weight,
} from '../../scripts/build/first-visit';
import { outDir } from '../setup/paths';

const bareDir = join(outDir, '..', `.bare-floor-${process.pid}`);
const report = readChunkReport(outDir);
const routeModules = Object.values(report)
  .map((chunk) => chunk.facade)
  .filter((facade): facade is string => facade !== null && facade.endsWith('-route.tsx'));
let floor: Weight;

beforeAll(() => {
  floor = buildBareFloor(bareDir);
}, 120_000);
afterAll(() => rmSync(bareDir, { recursive: true, force: true }));

function ratio(routeModule?: string): number {
  return weigh(outDir, firstVisitJs(report, routeModule)).gzip / floor.gzip;
}

describe('JavaScript budget (gzipped, against a bare React page)', () => {
  it('finds every screen of the route table in the build', () => {
    expect(routeModules.length).toBeGreaterThanOrEqual(25);
    expect(routeModules).toContain(BUDGETS.firstScreenRoute);
  });

  it(`keeps the entry under ${BUDGETS.entryMaxRatio}x`, () => {
    expect(ratio()).toBeLessThanOrEqual(BUDGETS.entryMaxRatio);
  });

  it(`keeps the first screen (order detail) under ${BUDGETS.firstScreenMaxRatio}x`, () => {
    const value = ratio(BUDGETS.firstScreenRoute);
    console.info(
      `first screen: ${value.toFixed(3)}x the bare React page (${(floor.gzip / 1024).toFixed(1)} KiB gz)`,
    );
    expect(value).toBeLessThanOrEqual(BUDGETS.firstScreenMaxRatio);
  });

  it(`keeps every screen under ${BUDGETS.anyScreenMaxRatio}x`, () => {
    const over = routeModules
      .map((route) => ({ route, ratio: Number(ratio(route).toFixed(3)) }))
      .filter((row) => row.ratio > BUDGETS.anyScreenMaxRatio);
    expect(over).toEqual([]);
  });

  it('never loads another feature’s code on a screen, and no feature code in the entry', () => {
    const leaks: string[] = [];
    for (const route of [undefined, ...routeModules]) {
      const own = route ? featureOf(route) : null;
      for (const file of firstVisitJs(report, route)) {
        for (const module of report[file]?.modules ?? []) {
          const feature = featureOf(module);
          if (feature !== null && feature !== own)
            leaks.push(`${route ?? 'entry'} loads ${module}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('loads no data layer on the pay-code page, which calls nothing: its amounts come alone', () => {
    const modules = firstVisitJs(report, 'src/features/repayment/repayment-code-route.tsx').flatMap(
      (file) => report[file]?.modules ?? [],
    );
    expect(modules.filter((module) => /node_modules\/(valibot|swr)\//.test(module))).toEqual([]);
    expect(modules.filter((module) => module.endsWith('src/lib/format/money.ts'))).toHaveLength(1);
  });

  it('keeps the boot script small: no schema library, under 5 KiB gzip with what it imports', () => {
    const boot = Object.entries(report).find(
      ([, chunk]) => chunk.isEntry && chunk.facade === BOOT_ENTRY,
    )?.[0];
    expect(boot).toBeDefined();
    const files = staticClosure(report, boot ? [boot] : []);
    const modules = files.flatMap((file) => report[file]?.modules ?? []);
    expect(
      modules.filter((module) => /valibot|src\/contract\/(?!screen-loader\.ts)/.test(module)),
    ).toEqual([]);
    expect(weigh(outDir, files).gzip).toBeLessThan(5 * 1024);
  });

  it('ships only the react-router parts the app uses, history listener included', () => {
    const entry = firstVisitJs(report)
      .map((file) => readFileSync(join(outDir, file), 'utf8'))
      .join('\n');
    // Data-router and <Form> code (scripts/build/react-router-tree-shaking.ts)…
    expect(entry).not.toContain('Did you accidentally import `RouterProvider`');
    expect(entry).not.toContain('Cannot submit');
    // <Routes>' match rendering and its error boundary, and <Link>'s framework prefetching
    // (docs/decisions/first-paint.md).
    expect(entry).not.toContain('React Router caught the following error');
    expect(entry).not.toContain('HydrateFallback');
    expect(entry).not.toContain('Error loading route module');
    // …while BrowserRouter still follows the history (a dropped effect would break navigation).
    expect(entry).toMatch(/useLayoutEffect\(\(\)=>\w+\.listen\(\w+\)/);
  });

  it('never weighs a Filipino catalogue on an English first visit', () => {
    const filipino = Object.entries(report)
      .filter(([, chunk]) => chunk.modules.some((module) => module.endsWith('.fil.ts')))
      .map(([file]) => file);
    expect(filipino.length).toBeGreaterThan(0);
    // Not in the entry's or any screen's static import graph…
    const loaded = [undefined, ...routeModules].flatMap((route) =>
      firstVisitJs(report, route).filter((file) => filipino.includes(file)),
    );
    expect(loaded).toEqual([]);
    // …nor preloaded: by the HTML, or by the server's per-screen modulepreload hints.
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const preloads: RoutePreloads = JSON.parse(
      readFileSync(join(outDir, '.vite/route-preloads.json'), 'utf8'),
    );
    const hinted = [html, ...Object.values(preloads).flatMap((hint) => hint.js)].join('\n');
    for (const file of filipino) expect(hinted).not.toContain(file.replace(/^assets\//, ''));
    // Only the entry asks for it, and only with a dynamic import (in Filipino mode).
    const importers = Object.entries(report)
      .filter(([, chunk]) => filipino.some((file) => chunk.dynamicImports.includes(file)))
      .map(([, chunk]) => chunk.isEntry);
    expect(importers).toEqual([true]);
  });
});

describe('what the HTML asks for', () => {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const entries = Object.entries(report).filter(([, chunk]) => chunk.isEntry);
  const [bootFile, boot] = entries.find(([, chunk]) => chunk.facade === BOOT_ENTRY) ?? [];
  const position = (file: string) => html.indexOf(`/${file}"`);

  it("preloads every file the entry and the boot script import, so none waits for its importer's download", () => {
    const imported = [
      ...new Set(
        staticClosure(
          report,
          entries.map(([file]) => file),
        ),
      ),
    ].filter((file) => !entries.some(([entry]) => entry === file));
    expect(imported.length).toBeGreaterThan(0);
    for (const file of imported)
      expect(html, file).toContain(`<link rel="modulepreload" crossorigin href="/${file}">`);
  });

  it("asks for the boot script's session chunk right after the boot script, before the entry", () => {
    expect(bootFile).toBeDefined();
    const entry = entries.find(([, chunk]) => chunk.facade !== BOOT_ENTRY)?.[0] ?? '';
    for (const file of boot?.imports ?? []) {
      expect(position(file)).toBeGreaterThan(position(bootFile ?? ''));
      expect(position(file)).toBeLessThan(position(entry));
    }
    expect(boot?.imports.length).toBeGreaterThan(0);
  });
});
