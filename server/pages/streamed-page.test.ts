import type { Readable } from 'node:stream';
import { brotliDecompressSync, createGunzip, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageEncoding, streamedPage } from './streamed-page';

describe('pageEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(pageEncoding(header)).toBe(expected);
  });
});

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('streamedPage', () => {
  it('sends the first part before the rest is ready, readable as it comes (gzip)', async () => {
    let finish: (text: string) => void = () => undefined;
    const rest = new Promise<string>((resolve) => (finish = resolve));
    const page = streamedPage('<html><head></head><body>shell', rest, 'gzip');
    const unzipped = page.pipe(createGunzip());
    const first = await new Promise<string>((resolve) =>
      unzipped.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    expect(first).toBe('<html><head></head><body>shell');
    finish('<script>answer</script></body></html>');
  });

  it('ends with the whole page, for each encoding', async () => {
    const whole = '<p>first</p><p>rest</p>';
    const text = { br: brotliDecompressSync, gzip: gunzipSync, none: (bytes: Buffer) => bytes };
    for (const [name, decode] of Object.entries(text)) {
      const encoding = name === 'none' ? undefined : (name as 'br' | 'gzip');
      const bytes = await collect(
        streamedPage('<p>first</p>', Promise.resolve('<p>rest</p>'), encoding),
      );
      expect(decode(bytes).toString(), name).toBe(whole);
    }
  });
});
