import { cpSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { buildCommit } from './scripts/build/build-version.ts';

/**
 * The app server compiled to plain JavaScript (docs/decisions/ops-compiled-server.md): one ES
 * module entry, `dist-server/main.js`, with the sandbox and the proxy in chunks of their own (each
 * loaded only in its mode), and every package left to `node_modules` (production dependencies
 * only: `npm ci --omit=dev`). Run with `node --enable-source-maps dist-server/main.js`.
 */
const outDir = process.env.SERVER_OUT_DIR ?? 'dist-server';
const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

/** The foreign origin's CDN images, read beside its module (server/sandbox/foreign/foreign-assets.ts). */
function copyCdnImages(): Plugin {
  return {
    name: 'borrower:server-cdn-images',
    apply: 'build',
    writeBundle() {
      cpSync(
        fileURLToPath(new URL('./server/sandbox/foreign/cdn', import.meta.url)),
        `${outDir}/cdn`,
        {
          recursive: true,
        },
      );
    },
  };
}

export default defineConfig({
  // The server reads no VITE_* brand values and serves no public folder.
  envPrefix: 'SERVER_BUILD_ONLY_',
  publicDir: false,
  logLevel: 'warn',
  define: {
    __SERVER_BUILD__: JSON.stringify({ version, commit: buildCommit() }),
  },
  plugins: [copyCdnImages()],
  build: {
    ssr: 'server/main.ts',
    outDir,
    emptyOutDir: true,
    target: 'node24',
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      output: {
        format: 'esm',
        entryFileNames: 'main.js',
        // Flat, so a chunk's `import.meta.url` finds `cdn/` beside it.
        chunkFileNames: '[name]-[hash].js',
      },
    },
  },
});
