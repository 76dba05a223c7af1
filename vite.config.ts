import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { assetFailureWatcher } from './scripts/build/asset-failure-plugin.ts';
import { bootScript } from './scripts/build/boot-script-plugin.ts';
import { carryForwardAssets } from './scripts/build/carry-forward-plugin.ts';
import { buildVersion } from './scripts/build/build-version.ts';
import { chunkStylesHelper } from './scripts/build/chunk-styles-helper.ts';
import { chunkReport } from './scripts/build/chunk-report-plugin.ts';
import { precompressAssets } from './scripts/build/precompress-plugin.ts';
import { prerenderPublicPages } from './scripts/build/prerender-plugin.ts';
import { reactRouterTreeShaking } from './scripts/build/react-router-tree-shaking.ts';
import { sharedChunkGroups } from './scripts/build/shared-chunks.ts';
import { readConfig } from './src/config/read-config.ts';
import { workerScreens } from './src/app/screen-facts.ts';

function reactRouterProduction(): string {
  const development = createRequire(import.meta.url).resolve('react-router');
  return join(dirname(development), '..', 'production', 'index.mjs');
}

export default defineConfig(({ mode }) => {
  const app = readConfig(loadEnv(mode, process.cwd(), 'VITE_'));
  const define = {
    __APP_VERSION__: JSON.stringify(buildVersion()),
    // Orders two releases' workers during a rolling deploy (sw/build-order.ts).
    __BUILD_TIME__: JSON.stringify(Number(process.env.APP_BUILD_TIME ?? Date.now())),
    __APP_CONFIG__: JSON.stringify(app),
    // For the worker: the screens' paths, first calls and public pages as plain data, derived
    // from the manifest (src/app/screen-facts.ts), so it carries no schema library.
    __WORKER_SCREENS__: JSON.stringify(workerScreens()),
  };
  return {
    define,
    resolve: {
      // react-router's export map only names its development build (full of dev-time checks);
      // ship the production build it also publishes.
      alias: [
        ...(mode === 'production'
          ? [{ find: /^react-router$/, replacement: reactRouterProduction() }]
          : []),
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(
            new URL('./src/lib/react/use-sync-external-store-native.ts', import.meta.url),
          ),
        },
      ],
    },
    plugins: [
      react(),
      chunkStylesHelper(),
      reactRouterTreeShaking(),
      bootScript(process.cwd()),
      // After the boot script's tags, so it is the very first thing in <head>.
      assetFailureWatcher(),
      chunkReport(process.cwd()),
      prerenderPublicPages(process.cwd(), define),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        // After the public pages are prerendered (scripts/build/prerender-plugin.ts), so they are precached.
        integration: { closeBundleOrder: 'post' },
        manifest: {
          id: '/',
          name: `${app.appName} — your loan, on the web`,
          short_name: app.appShortName,
          description: 'See what you owe, pay it once, keep the proof and get help.',
          lang: 'en-PH',
          start_url: '/loanDetail?source=pwa',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: app.themeColor,
          background_color: app.backgroundColor,
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            {
              src: '/icons/icon-maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
          screenshots: [
            {
              src: '/screenshots/order-detail.png',
              sizes: '720x1480',
              type: 'image/png',
              form_factor: 'narrow',
              label: 'Your loan at a glance: what you owe, when, and how to pay',
            },
            {
              src: '/screenshots/repayment.png',
              sizes: '720x1480',
              type: 'image/png',
              form_factor: 'narrow',
              label: 'Pay with a reference number at a store or an e-wallet',
            },
          ],
        },
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,ico}'],
          // Store screenshots are for the install dialog only, not worth a first-visit download.
          globIgnores: ['**/sw.js', 'reports/**', 'screenshots/**'],
        },
      }),
      // Last: after the worker's build has listed what it precaches.
      precompressAssets(),
      // After that: the previous releases' files, neither precached nor compressed again.
      carryForwardAssets(),
    ],
    build: {
      outDir: process.env.OUT_DIR ?? 'dist',
      emptyOutDir: true,
      target: 'es2020',
      modulePreload: {
        polyfill: false,
        // The HTML keeps its preloads for the entry's imports; a dynamic import keeps its
        // stylesheets only (docs/decisions/first-paint.md).
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
      },
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        output: {
          codeSplitting: { includeDependenciesRecursively: false, groups: sharedChunkGroups },
        },
      },
    },
  };
});
