import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_STYLES_MODULE } from '../../scripts/build/chunk-styles-helper';
import { htmlEntryChunks, readChunkReport, staticClosure } from '../../scripts/build/first-visit';
import { outDir } from '../setup/paths';

const scripts = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
const report = readChunkReport(outDir);

const codeOf = (file: string) => readFileSync(join(outDir, 'assets', file), 'utf8');
const underAssets = (files: string[]) => files.map((file) => file.replace(/^assets\//, ''));
/** What the first script of every page loads (file names under assets/). */
const first = new Set(underAssets(staticClosure(report, htmlEntryChunks(report))));
/** A chunk and what it imports statically, and what the first script loaded. */
const loadedWith = (file: string) =>
  new Set([...first, ...underAssets(staticClosure(report, [`assets/${file}`]))]);

/** Every list of files the build hands the import helper (`__vite__mapDeps`), per chunk. */
function handedDependencies(): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (const file of scripts) {
    const list = /__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/.exec(codeOf(file))?.[1];
    if (list) lists.set(file, JSON.parse(list) as string[]);
  }
  return lists;
}

describe('the import helper (src/lib/pwa/chunk-styles.ts)', () => {
  it('is ours, not Vite’s, in the first script of every page', () => {
    const holders = Object.entries(report)
      .filter(([, chunk]) =>
        chunk.modules.includes(CHUNK_STYLES_MODULE.replace(/^.*?src\//, 'src/')),
      )
      .map(([file]) => file);
    expect(holders).toHaveLength(1);
    for (const file of scripts) {
      // Vite's general helper reads a CSP nonce from the page; ours has nothing to read.
      if (codeOf(file).includes('csp-nonce'))
        throw new Error(`${file} carries Vite's preload helper`);
    }
  });

  it('the first script of every page hands its imports their stylesheets only', () => {
    expect(first.size).toBeGreaterThanOrEqual(3);
    const lists = handedDependencies();
    expect(lists.size).toBeGreaterThanOrEqual(5);
    const notCss = [...lists]
      .filter(([file]) => first.has(file))
      .flatMap(([file, deps]) =>
        deps.filter((dep) => !dep.endsWith('.css')).map((dep) => `${file}: ${dep}`),
      );
    expect(notCss).toEqual([]);
  });

  it('a lazy chunk hands its imports the scripts they need that the page has not loaded with it', () => {
    const lists = handedDependencies();
    // The repayment screens' payment-method sheet, which a tap waits for: its chunk and the
    // chunks it imports (the bottom sheet among them) come in one round trip, not two.
    const host = scripts.find((file) => /import\(`\.\/repay-overlays-/.test(codeOf(file)));
    expect(host).toBeDefined();
    const handed = lists.get(host ?? '') ?? [];
    expect(handed.some((dep) => /^assets\/bottom-sheet-.*\.js$/.test(dep))).toBe(true);
    // Never what the importer or the first script already loaded: bytes for nothing.
    for (const [file, deps] of lists) {
      const loaded = loadedWith(file);
      const twice = deps.filter((dep) => loaded.has(dep.replace(/^assets\//, '')));
      expect(twice, file).toEqual([]);
    }
  });
});
