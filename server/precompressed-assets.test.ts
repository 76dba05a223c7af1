import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { testConfig } from './test-support/test-config';

let app: FastifyInstance;
let distDir: string;

const SCRIPT = Buffer.from('export const due = "₱3,000.00";\n'.repeat(100));
// The copies differ from what the server would make on the fly (brotli 4, gzip 6), so the
// bytes tell which was sent.
const BROTLI = brotliCompressSync(SCRIPT);
const GZIP = gzipSync(SCRIPT, { level: 9 });
const PICTURE = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'pesoloan-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  writeFileSync(join(distDir, 'assets/index-a1.js'), SCRIPT);
  writeFileSync(join(distDir, 'assets/index-a1.js.br'), BROTLI);
  writeFileSync(join(distDir, 'assets/index-a1.js.gz'), GZIP);
  // No copies: compressed on the fly, as before.
  writeFileSync(join(distDir, 'assets/logo-b2.svg'), PICTURE);
  app = await buildServer(testConfig({ dataFile: ':memory:', distDir, onLog: () => undefined }));
});

afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** A 200 answer for the file at `url`, to a browser that accepts these encodings. */
async function getAsset(url: string, accept: string) {
  const response = await app.inject({ url, headers: { 'accept-encoding': accept } });
  expect(response.statusCode).toBe(200);
  return response;
}

/** How often the answer's `Vary` names Accept-Encoding: once, whoever compressed it. */
function varyOnEncoding(response: { headers: Record<string, unknown> }): number {
  return (
    String(response.headers.vary)
      .toLowerCase()
      .match(/accept-encoding/g)?.length ?? 0
  );
}

describe('precompressed assets', () => {
  it.each([
    ['br', 'br', BROTLI],
    ['gzip, deflate', 'gzip', GZIP],
    ['gzip, deflate, br', 'br', BROTLI],
  ] as const)(
    'Accept-Encoding %s gets the build’s %s copy as it is',
    async (accept, encoding, body) => {
      const response = await getAsset('/assets/index-a1.js', accept);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.rawPayload.equals(body)).toBe(true);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varyOnEncoding(response)).toBe(1);
    },
  );

  it('sends the file itself to a client that accepts no encoding', async () => {
    const response = await getAsset('/assets/index-a1.js', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(SCRIPT)).toBe(true);
    expect(varyOnEncoding(response)).toBe(1);
  });

  it('still compresses a file without copies on the fly, naming accept-encoding once', async () => {
    const response = await getAsset('/assets/logo-b2.svg', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(varyOnEncoding(response)).toBe(1);
  });

  it.each(['/assets/index-a1.js.br', '/assets/index-a1.js.gz'])(
    '%s is not served by its own name',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
    },
  );
});
