import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from '../scripts/build/precompress-plugin.ts';
import appConfig from '../vite.config.ts';

// The bare React page, built with the app's own React plugin and build options, and served
// the same way (precompressed assets).
const app =
  typeof appConfig === 'function' ? appConfig({ mode: 'production', command: 'build' }) : appConfig;

export default defineConfig({
  root: fileURLToPath(new URL('./bare', import.meta.url)),
  plugins: [react(), precompressAssets()],
  logLevel: 'warn',
  build: {
    ...('build' in app ? app.build : {}),
    outDir: process.env.BARE_OUT_DIR ?? fileURLToPath(new URL('../.out/bare', import.meta.url)),
    emptyOutDir: true,
  },
});
