import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type UserConfig } from 'vite';

/**
 * Builds the prerendered pages' paint guard (src/paint-guard/paint-guard.ts) as one classic
 * script (a render-blocking `<script src>` runs before the markup after it is parsed; a module
 * would not) into the build's assets, named by its content like every asset there. Returns its
 * address.
 */
export async function buildPaintGuard(
  root: string,
  outDir: string,
  define: UserConfig['define'],
): Promise<string> {
  const tmpDir = join(root, '.out', `paint-guard-${process.pid}`);
  try {
    await build({
      configFile: false,
      root,
      mode: 'production',
      logLevel: 'warn',
      define,
      build: {
        outDir: tmpDir,
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        lib: {
          entry: join(root, 'src/paint-guard/paint-guard.ts'),
          formats: ['iife'],
          name: 'paintGuard',
          fileName: () => 'paint-guard.js',
        },
      },
    });
    const code = readFileSync(join(tmpDir, 'paint-guard.js'));
    const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
    const file = `assets/paint-guard-${hash}.js`;
    writeFileSync(join(outDir, file), code);
    return `/${file}`;
  } finally {
    rmSync(tmpDir, { recursive: true, force: true });
  }
}
