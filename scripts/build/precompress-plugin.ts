import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { COMPRESS_MIN_BYTES } from '../../server/lib/compression';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads: the hashed scripts, stylesheets and pictures of `assets/`. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every compressible file of a
 * folder, where that copy is smaller. The server sends them as they are (`preCompressed` in
 * server/pages/static-files.ts) instead of compressing on the fly at brotli 4 and gzip 6, the
 * levels that are fast enough per request. Returns the files it wrote copies of.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
  const done = await Promise.all(
    names.map(async (name) => {
      const path = join(dir, name);
      const body = await readFile(path);
      if (body.length < COMPRESS_MIN_BYTES) return undefined;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const copies = [
        { suffix: '.br', data: br },
        { suffix: '.gz', data: gz },
      ].filter((copy) => copy.data.length < body.length);
      await Promise.all(copies.map((copy) => writeFile(`${path}${copy.suffix}`, copy.data)));
      return copies.length > 0 ? name : undefined;
    }),
  );
  return done.filter((name): name is string => name !== undefined);
}

/**
 * After the build (and the worker's own build, which globs `dist` for its precache list and
 * never lists `.br`/`.gz`), precompresses the hashed files of `assets/`: they never change, so
 * compressing them once at the highest levels costs nothing per request. HTML is not
 * precompressed: the server writes per-request tags into it.
 */
export function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'borrower:precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = join(resolve(config.root, config.build.outDir), config.build.assetsDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(assetsDir);
      },
    },
  };
}
