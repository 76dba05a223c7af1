import type { Plugin } from 'vite';
import { routeModulesByPath } from '../../src/app/screen-facts.ts';

export interface ChunkReport {
  [fileName: string]: {
    isEntry: boolean;
    /** The route module a lazy chunk was split at, relative to the project. */
    facade: string | null;
    imports: string[];
    dynamicImports: string[];
    css: string[];
    /** Source modules bundled into this chunk, relative to the project. */
    modules: string[];
  };
}

const REPORT_FILE = '.vite/chunks.json';
/** Read by the production server to add modulepreload hints for the requested screen. */
export const PRELOAD_FILE = '.vite/route-preloads.json';

export type RoutePreloads = Record<string, { js: string[]; css: string[] }>;

function closure(report: ChunkReport, start: string): string[] {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    queue.push(...(report[file]?.imports ?? []));
  }
  return [...seen];
}

/**
 * Writes `.vite/chunks.json` next to the build: every JS chunk with what it imports and which
 * source modules it holds. The bundle budget test and `npm run bench` read it to know exactly
 * what each screen loads on a first visit, without running a browser.
 */
export function chunkReport(root: string): Plugin {
  const relative = (id: string) => id.replace(`${root}/`, '').replace(/\?.*$/, '');
  return {
    name: 'borrower:chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: ChunkReport = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const css = (output as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata
          ?.importedCss;
        report[fileName] = {
          isEntry: output.isEntry,
          facade: output.facadeModuleId ? relative(output.facadeModuleId) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: css ? [...css] : [],
          modules: Object.keys(output.modules).map(relative),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: REPORT_FILE,
        source: JSON.stringify(report, null, 1),
      });

      // What the HTML loads anyway: the entry and the boot script, with their imports.
      const alreadyLoaded = new Set(
        Object.entries(report)
          .filter(([, chunk]) => chunk.isEntry)
          .flatMap(([file]) => closure(report, file)),
      );
      const preloads: RoutePreloads = {};
      for (const [path, module] of Object.entries(routeModulesByPath())) {
        const chunk = Object.entries(report).find(([, item]) => item.facade === module)?.[0];
        if (!chunk) continue;
        const js = closure(report, chunk).filter((file) => !alreadyLoaded.has(file));
        preloads[path] = { js, css: [...new Set(js.flatMap((file) => report[file]?.css ?? []))] };
      }
      this.emitFile({ type: 'asset', fileName: PRELOAD_FILE, source: JSON.stringify(preloads) });
    },
  };
}
