import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CARRIED_MANIFEST, carryForward } from './carry-forward-plugin';

const dir = mkdtempSync(join(tmpdir(), 'carry-forward-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A build folder holding these hashed files (each with its brotli copy). */
function release(name: string, files: string[], carried?: Record<string, number>): string {
  const dist = join(dir, name);
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  for (const file of files) {
    writeFileSync(join(dist, 'assets', file), `${name}:${file}`);
    writeFileSync(join(dist, 'assets', `${file}.br`), `${name}:${file}.br`);
  }
  if (carried) writeFileSync(join(dist, CARRIED_MANIFEST), JSON.stringify(carried));
  return dist;
}

describe('carryForward', () => {
  it('copies the previous release’s files this build lacks, with their compressed copies, and lists them', () => {
    const previous = release('r1', ['index-aaa.js', 'shared-sss.js']);
    const next = release('r2', ['index-bbb.js', 'shared-sss.js']);
    expect(carryForward(previous, next)).toEqual(['index-aaa.js']);
    expect(readFileSync(join(next, 'assets/index-aaa.js'), 'utf8')).toBe('r1:index-aaa.js');
    expect(readFileSync(join(next, 'assets/index-aaa.js.br'), 'utf8')).toBe('r1:index-aaa.js.br');
    // What both have stays this build's own.
    expect(readFileSync(join(next, 'assets/shared-sss.js'), 'utf8')).toBe('r2:shared-sss.js');
    expect(JSON.parse(readFileSync(join(next, CARRIED_MANIFEST), 'utf8'))).toEqual({
      'index-aaa.js': 1,
    });
  });

  it('keeps two releases back, and drops what is older', () => {
    const r2 = release('k2', ['index-bbb.js', 'index-aaa.js'], { 'index-aaa.js': 1 });
    const r3 = release('k3', ['index-ccc.js']);
    expect(carryForward(r2, r3).sort()).toEqual(['index-aaa.js', 'index-bbb.js']);
    const r4 = release('k4', ['index-ddd.js']);
    expect(carryForward(r3, r4).sort()).toEqual(['index-bbb.js', 'index-ccc.js']);
    expect(existsSync(join(r4, 'assets/index-aaa.js'))).toBe(false);
  });

  it('carries nothing from a folder without assets (a first release)', () => {
    expect(carryForward(join(dir, 'nothing'), release('f1', ['index-x.js']))).toEqual([]);
  });
});
