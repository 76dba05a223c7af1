import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../../server/lib/compression';
import { outDir } from '../setup/paths';

const assets = readdirSync(join(outDir, 'assets'));

describe('precompressed assets in the build', () => {
  const scripts = assets.filter(
    (file) =>
      /\.(js|css)$/.test(file) && statSync(join(outDir, 'assets', file)).size >= COMPRESS_MIN_BYTES,
  );

  it('gives every script and stylesheet above the threshold a brotli and a gzip copy of the same bytes', () => {
    expect(scripts.length).toBeGreaterThanOrEqual(25);
    let raw = 0;
    let brotli = 0;
    for (const file of scripts) {
      const body = readFileSync(join(outDir, 'assets', file));
      const br = readFileSync(join(outDir, 'assets', `${file}.br`));
      const gz = readFileSync(join(outDir, 'assets', `${file}.gz`));
      expect(brotliDecompressSync(br).equals(body), file).toBe(true);
      expect(gunzipSync(gz).equals(body), file).toBe(true);
      raw += body.length;
      brotli += br.length;
    }
    console.info(
      `precompressed: ${scripts.length} files, ${(raw / 1024).toFixed(1)} KiB -> ${(brotli / 1024).toFixed(1)} KiB brotli`,
    );
  });

  it('keeps the copies out of the worker’s precache list', () => {
    const sw = readFileSync(join(outDir, 'sw.js'), 'utf8');
    const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => /\.(br|gz)$/.test(url))).toEqual([]);
  });
});
