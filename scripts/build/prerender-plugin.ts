import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type UserConfig } from 'vite';
import {
  framedKey,
  PRERENDERED_DIR,
  PRERENDERED_MANIFEST,
  prerenderedFileName,
  type PublicPage,
  type RenderedPage,
} from '../../src/config/public-pages.ts';
import { PUBLIC_PAGES } from '../../src/app/screen-facts.ts';
import { buildPaintGuard } from './paint-guard-build.ts';
import { PRELOAD_FILE, type RoutePreloads } from './chunk-report-plugin.ts';
import { htmlEntryChunks, readChunkReport, staticClosure } from './first-visit.ts';
import { pageHtml } from './prerendered-html.ts';
import { SERVER_RENDER_DIR, SERVER_RENDER_PAGE } from '../../src/server-render/renderer-files.ts';

/**
 * Public pages paint from HTML (issue 17; docs/decisions/first-paint.md): after the
 * client build, a server-side build of src/prerender/render-page.tsx renders each public page
 * with React 19's `prerender` (react-dom/static) into a copy of the built index.html, and writes
 * `.vite/prerendered.json` for the server and the worker. It runs before the worker's precache
 * manifest is written (vite-plugin-pwa's closeBundle is ordered after it), so the pages are
 * precached too.
 */
export function prerenderPublicPages(root: string, define: UserConfig['define']): Plugin {
  let outDir = '';
  let isSsr = false;
  return {
    name: 'borrower:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      isSsr = Boolean(config.build.ssr);
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (isSsr) return;
        const ssrDir = join(outDir, SERVER_RENDER_DIR);
        await build({
          configFile: false,
          root,
          mode: 'production',
          logLevel: 'warn',
          define,
          plugins: [react()],
          // Every package inside the server's files: the server loads them from the build folder
          // wherever that is, without the project's node_modules beside it.
          ssr: { noExternal: true },
          build: {
            ssr: true,
            rolldownOptions: {
              input: {
                'render-page': join(root, 'src/prerender/render-page.tsx'),
                'render-screen': join(root, 'src/server-render/render-screen.tsx'),
              },
            },
            outDir: ssrDir,
            copyPublicDir: false,
            emptyOutDir: true,
            target: 'node20',
            sourcemap: false,
          },
        });
        try {
          const module = (await import(pathToFileURL(join(ssrDir, 'render-page.js')).href)) as {
            renderPage: (page: PublicPage, framed?: boolean) => Promise<RenderedPage>;
          };
          const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
          const guard = await buildPaintGuard(root, outDir, define);
          // The server's rendered screens start with the same guard and preload the code that
          // takes their answer over (server/pages/server-render.ts).
          const chunks = readChunkReport(outDir);
          const loaderDataChunk = Object.entries(chunks).find(
            ([, chunk]) => chunk.facade === 'src/boot/page-loader-data.ts',
          )?.[0];
          if (!loaderDataChunk)
            throw new Error('prerender: no chunk for src/boot/page-loader-data.ts');
          // What the loader data's chunk imports beyond the entry's own files: preloaded with it,
          // or the browser finds each only once the chunk has arrived, a round trip later, on
          // the way to the page's first render (docs/decisions/first-render-path.md).
          const entryFiles = new Set(staticClosure(chunks, htmlEntryChunks(chunks)));
          const loaderDataImports = staticClosure(chunks, [loaderDataChunk])
            .filter((file) => file !== loaderDataChunk && !entryFiles.has(file))
            .map((file) => `/${file}`);
          writeFileSync(
            join(ssrDir, SERVER_RENDER_PAGE),
            // The older key, as the server reads it (server/pages/server-render.ts).
            JSON.stringify({
              guard,
              firstAnswerChunk: `/${loaderDataChunk}`,
              loaderDataImports,
            }),
          );
          // Each page's own chunks, preloaded by the guard with the entry: the screen's code does
          // not wait for the entry to ask for it (in-app navigations preload stylesheets only).
          const screenChunks = JSON.parse(
            readFileSync(join(outDir, PRELOAD_FILE), 'utf8'),
          ) as RoutePreloads;
          mkdirSync(join(outDir, PRERENDERED_DIR), { recursive: true });
          const manifest: Record<string, string> = {};
          for (const page of PUBLIC_PAGES) {
            const rendered = await module.renderPage(page);
            checkMarkup(page, rendered);
            const chunks = screenChunks[page.path.toLowerCase()];
            const file = prerenderedFileName(page);
            writeFileSync(
              join(outDir, file),
              pageHtml(shell, page, rendered, guard, {
                screenChunks: (chunks?.js ?? []).map((chunk) => `/${chunk}`),
              }),
            );
            manifest[page.path.toLowerCase()] = file;
            if (!page.framed) continue;
            // The same page inside a frame: its text alone, with the page's title.
            const framed = { ...(await module.renderPage(page, true)), title: rendered.title };
            checkMarkup(page, framed);
            const framedFile = prerenderedFileName(page, true);
            writeFileSync(
              join(outDir, framedFile),
              pageHtml(shell, page, framed, guard, {
                framed: { stylesheets: (chunks?.css ?? []).map((sheet) => `/${sheet}`) },
              }),
            );
            manifest[framedKey(page.path.toLowerCase())] = framedFile;
          }
          writeFileSync(join(outDir, PRERENDERED_MANIFEST), JSON.stringify(manifest));
        } finally {
          // The server keeps its renderer (server/pages/server-render.ts); the pages are written.
          rmSync(join(ssrDir, 'render-page.js'), { force: true });
        }
      },
    },
  };
}

/** A screen that failed (error boundary) or never resolved would ship as the page. */
function checkMarkup(page: PublicPage, rendered: RenderedPage): void {
  if (!/<h1[\s>]/.test(rendered.html) || !rendered.title)
    throw new Error(`prerender ${page.path}: no heading or title in the markup`);
  // The CSP (style-src 'self') refuses style attributes parsed from HTML.
  if (/<[^>]+\sstyle="/.test(rendered.html))
    throw new Error(`prerender ${page.path}: a style attribute the CSP would refuse`);
}
