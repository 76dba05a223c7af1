import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module Vite's build wraps each `import()` in, and ours (src/lib/pwa/chunk-styles.ts). */
const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
export const CHUNK_STYLES_MODULE = fileURLToPath(
  new URL('../../src/lib/pwa/chunk-styles.ts', import.meta.url),
);

/**
 * Swaps Vite's preload helper for src/lib/pwa/chunk-styles.ts, which loads a lazy chunk's
 * stylesheets and nothing else (the only dependencies this build hands it): about 650 bytes
 * gzipped less in the first script of every page (docs/decisions/first-paint.md).
 * Resolved before Vite's own resolver, so the injected `import { __vitePreload }` reaches ours.
 */
export function chunkStylesHelper(): Plugin {
  return {
    name: 'chunk-styles-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === VITE_PRELOAD_HELPER || id === 'vite/preload-helper.js'
        ? CHUNK_STYLES_MODULE
        : null;
    },
  };
}
