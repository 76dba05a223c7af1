import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_STYLES_MODULE } from '../../scripts/build/chunk-styles-helper';
import { readChunkReport } from '../../scripts/build/first-visit';
import { outDir } from '../setup/paths';

const scripts = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
const report = readChunkReport(outDir);

/** Every list of files the build hands the import helper (`__vite__mapDeps`), per chunk. */
function handedDependencies(): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (const file of scripts) {
    const code = readFileSync(join(outDir, 'assets', file), 'utf8');
    const list = /__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/.exec(code)?.[1];
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
      const code = readFileSync(join(outDir, 'assets', file), 'utf8');
      // Vite's general helper reads a CSP nonce from the page; ours has nothing to read.
      if (code.includes('csp-nonce')) throw new Error(`${file} carries Vite's preload helper`);
    }
  });

  it('is handed stylesheets only, which is all it knows how to load', () => {
    const lists = handedDependencies();
    expect(lists.size).toBeGreaterThanOrEqual(5);
    const notCss = [...lists].flatMap(([file, deps]) =>
      deps.filter((dep) => !dep.endsWith('.css')).map((dep) => `${file}: ${dep}`),
    );
    expect(notCss).toEqual([]);
  });
});
