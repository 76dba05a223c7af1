import type { Plugin } from 'vite';

/** Each chunk's static imports, from the bundle the build is about to write. */
let staticImports = new Map<string, readonly string[]>();
let entries = new Set<string>();

/** A chunk and every chunk it imports statically: what is loaded whenever it runs. */
function loadedWith(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of staticImports.get(file) ?? []) loadedWith(imported, seen);
  return seen;
}

/**
 * Records the bundle's import graph for `lazyChunkDependencies`, before Vite writes the
 * dependency lists (its own generateBundle reads them).
 */
export function lazyChunkGraph(): Plugin {
  return {
    name: 'lazy-chunk-graph',
    apply: 'build',
    enforce: 'pre',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        staticImports = new Map();
        entries = new Set();
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          staticImports.set(chunk.fileName, chunk.imports);
          if (chunk.isEntry) entries.add(chunk.fileName);
        }
      },
    },
  };
}

/**
 * `build.modulePreload.resolveDependencies`: which scripts an `import()` fetches beside its chunk
 * (its stylesheets always come). The HTML keeps its preloads. A chunk imported from another lazy
 * chunk (a sheet a tap opens, a part a screen renders) gets the scripts it imports that its
 * importer has not already loaded, so it arrives in one round trip rather than one per level of
 * its imports (a tap waits for them). Imports made by the first script of every page (every
 * screen, from the entry) get none: their lists would travel in it (docs/decisions/first-paint.md).
 */
export function lazyChunkDependencies(
  file: string,
  deps: string[],
  { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  if (hostType === 'html') return deps;
  // What the page's first script loaded, before any lazy chunk ran.
  const first = new Set<string>();
  for (const entry of entries) loadedWith(entry, first);
  if (first.has(hostId) || !staticImports.has(hostId)) return [];
  const loaded = loadedWith(hostId, first);
  return deps.filter((dep) => dep !== file && !loaded.has(dep));
}
