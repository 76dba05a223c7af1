import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../../server/lib/compression';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { outDir } from '../setup/paths';

const suite = browserSuite();

describe('precompressed assets in the browser', () => {
  it("sends Chromium the build's brotli copy of every script and stylesheet worth compressing", async () => {
    const { page } = await suite.phone();
    const assets: Array<{
      url: string;
      encoding: string | undefined;
      length: string | undefined;
      vary: string | undefined;
    }> = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (!/^\/assets\/.+\.(js|css)$/.test(pathname) || response.status() !== 200) return;
      const headers = response.headers();
      assets.push({
        url: pathname,
        encoding: headers['content-encoding'],
        length: headers['content-length'],
        vary: headers['vary'],
      });
    });
    await page.goto(suite.url(demoPath('/loanDetail', { orderId: 'PL2024174', productId: '1' })));
    await page.getByRole('heading', { name: 'Order Details', level: 1 }).waitFor();

    expect(assets.length).toBeGreaterThan(5);
    for (const asset of assets) {
      // Files below the threshold get no copy and go out as they are.
      if (statSync(join(outDir, asset.url)).size < COMPRESS_MIN_BYTES) continue;
      // The build's brotli 11 copy itself (its exact length), not a compression on the fly.
      const copy = statSync(join(outDir, `${asset.url}.br`)).size;
      expect(asset, asset.url).toMatchObject({ encoding: 'br', length: String(copy) });
      expect(asset.vary?.toLowerCase(), asset.url).toContain('accept-encoding');
    }
  });
});
