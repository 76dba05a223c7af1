import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../../server/lib/compression';
import { precompressDir } from './precompress-plugin';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decompress to the file, for text above the threshold only', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const script = Buffer.from('export const amount = "₱1,234.50";\n'.repeat(200));
    writeFileSync(join(dir, 'index-a1.js'), script);
    writeFileSync(join(dir, 'tiny-b2.js'), 'export{}'.padEnd(COMPRESS_MIN_BYTES - 1, ' '));
    writeFileSync(join(dir, 'photo-c3.png'), Buffer.alloc(4096, 7));

    expect(await precompressDir(dir)).toEqual(['index-a1.js']);

    const br = readFileSync(join(dir, 'index-a1.js.br'));
    const gz = readFileSync(join(dir, 'index-a1.js.gz'));
    expect(brotliDecompressSync(br).equals(script)).toBe(true);
    expect(gunzipSync(gz).equals(script)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(existsSync(join(dir, 'tiny-b2.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo-c3.png.br'))).toBe(false);
  });

  it('writes no copy that would be larger than the file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    // Random bytes do not compress: either copy would only add its own framing.
    writeFileSync(join(dir, 'noise-d4.json'), randomBytes(4096));
    expect(await precompressDir(dir)).toEqual([]);
    expect(existsSync(join(dir, 'noise-d4.json.br'))).toBe(false);
    expect(existsSync(join(dir, 'noise-d4.json.gz'))).toBe(false);
  });
});
