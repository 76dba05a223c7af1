import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { htmlDocument } from '../../src/lib/rendered-page/html-document';
import { loaderMeta } from '../../src/app/screen-facts';
import type { ServerRender } from './server-render';
import {
  isPrerenderedPath,
  loadPrerendered,
  PRERENDER_VARY,
  prerenderedPage,
} from './prerendered-pages';

/** Files that must be re-checked on every load so a deploy is picked up at once. */
const ALWAYS_REVALIDATE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest']);

export function cacheControlFor(urlPath: string): string {
  if (ALWAYS_REVALIDATE.has(urlPath)) return 'no-cache';
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=86400';
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

const RoutePreloadsSchema = v.record(
  v.string(),
  v.object({ js: v.array(v.string()), css: v.array(v.string()) }),
);
type RoutePreloads = v.InferOutput<typeof RoutePreloadsSchema>;

/** The build's route -> chunks map (scripts/build); none (no hints) if it is missing or odd. */
function loadPreloads(root: string): RoutePreloads {
  try {
    const parsed: unknown = JSON.parse(
      readFileSync(join(root, '.vite/route-preloads.json'), 'utf8'),
    );
    const result = v.safeParse(RoutePreloadsSchema, parsed);
    return result.success ? result.output : {};
  } catch {
    return {};
  }
}

function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}

/**
 * The screen's own chunks for a path (prefix match, `/` exact), so they load beside the entry.
 * A prerendered page gets its stylesheets only (`withScripts` false): it starts its scripts
 * after it has painted (src/paint-guard/start-after-paint.ts), and the entry's import of the
 * screen brings the screen's chunks then.
 */
export function preloadTags(preloads: RoutePreloads, urlPath: string, withScripts = true): string {
  const hints = routeChunks(preloads, urlPath);
  return [
    ...hints.css.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
    ...(withScripts ? hints.js : []).map(
      (file) => `<link rel="modulepreload" crossorigin href="${file}">`,
    ),
  ].join('');
}

/** The screen's own chunks for a path (prefix match, `/` exact), as addresses (`/assets/…`). */
function routeChunks(preloads: RoutePreloads, urlPath: string): { css: string[]; js: string[] } {
  const path = urlPath.toLowerCase().replace(/\/+$/, '') || '/';
  const match = Object.keys(preloads)
    .filter((route) =>
      route === '/' ? path === '/' : path === route || path.startsWith(`${route}/`),
    )
    .sort((a, b) => b.length - a.length)[0];
  const hints = match ? preloads[match] : undefined;
  const safe = (files: string[] = []) =>
    files.filter((file) => /^assets\/[\w.-]+$/.test(file)).map((file) => `/${file}`);
  return { css: safe(hints?.css), js: safe(hints?.js) };
}

/**
 * Build bookkeeping (`.vite/` manifests, dot-files, source maps) is never served, nor are the
 * precompressed copies by their own names: they are sent for their file, by Accept-Encoding.
 */
function isBuildInternal(urlPath: string): boolean {
  return (
    /\.(map|br|gz)$/.test(urlPath) ||
    urlPath.split('/').some((part) => part.startsWith('.') && part !== '.well-known')
  );
}

/**
 * `headStart` goes first in <head>, before the boot script the build puts there: what that script
 * reads must be parsed before it can run (the loader meta).
 */
async function sendHtml(
  reply: FastifyReply,
  file: string,
  urlPath: string,
  head: string,
  headStart = '',
) {
  const html = await readFile(file, 'utf8');
  return reply
    .code(200)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', cacheControlFor(urlPath))
    .send(htmlDocument(html, { headStart: [headStart], headEnd: [head] }));
}

/** The built app's folder, absolute (@fastify/static refuses a relative root; `dist` is one). */
export function staticRoot(distDir: string): string {
  return resolve(distDir) + sep;
}

/**
 * Serves the built app. `@fastify/static` sends the real files (type, ETag/304, ranges, safe
 * paths); what is ours is deciding what a path is: a real file with its cache policy, a real 404
 * for a missing file (anything with an extension), and the SPA shell for every app route, with
 * the route's preload hints. `head` (the runtime config) goes into every HTML page, the worker's
 * precached shell included, so HTML is never sent as a plain file.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  distDir: string,
  head = '',
  { serverRender }: { serverRender?: ServerRender } = {},
): Promise<void> {
  const root = staticRoot(distDir);
  const preloads = loadPreloads(root);
  const prerendered = loadPrerendered(root);
  const renderPage = serverRender?.page;
  await app.register(fastifyStatic, {
    root,
    // Only `reply.sendFile`: the route below decides which paths are files.
    serve: false,
    index: false,
    // Set per file by `cacheControlFor` before the file is sent.
    cacheControl: false,
    // The build's brotli 11 / gzip 9 copies of `assets/` (scripts/build/precompress-plugin.ts),
    // chosen by Accept-Encoding; any other file is compressed on the fly by @fastify/compress.
    preCompressed: true,
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    // RFC 9239's type for JavaScript; the library's mime table still says application/javascript.
    onSend: async (_request, reply, payload) => {
      if (String(reply.getHeader('content-type')).startsWith('application/javascript')) {
        reply.header('Content-Type', 'text/javascript; charset=utf-8');
      }
      return payload;
    },
    handler: async (request, reply) => {
      const urlPath = decodedPath(request.raw.url ?? '/');
      if (urlPath === undefined) return reply.code(400).type('text/plain').send('Bad path');
      if (urlPath.startsWith('/api/') || urlPath === '/api') {
        return reply.code(404).send({ code: 404, message: `No such API: GET ${urlPath}` });
      }
      const file = normalize(join(root, urlPath));
      if (!file.startsWith(root)) return reply.code(400).type('text/plain').send('Bad path');
      if (urlPath !== '/' && !isBuildInternal(urlPath) && (await isFile(file))) {
        return extname(file).toLowerCase() === '.html'
          ? sendHtml(reply, file, urlPath, head)
          : reply
              .header('Cache-Control', cacheControlFor(urlPath))
              // The answer depends on Accept-Encoding (a precompressed copy or the file).
              .header('Vary', 'accept-encoding')
              .sendFile(urlPath);
      }
      const lastSegment = urlPath.split('/').pop() ?? '';
      if (lastSegment.includes('.')) {
        return reply
          .code(404)
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Not found');
      }
      const shell = join(root, 'index.html');
      if (!(await isFile(shell))) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The app is not built yet: run npm run build.');
      }
      const page = prerenderedPage(prerendered, urlPath, request);
      // A borrower screen with its data, rendered for this link, or the shell with the answer
      // (./server-render.ts). A rendered page starts its scripts once painted, as a prerendered
      // page: only its stylesheets here.
      const served = page
        ? undefined
        : await renderPage?.(
            request,
            urlPath,
            {
              head: `${head}${preloadTags(preloads, urlPath, false)}`,
              scripts: routeChunks(preloads, urlPath).js,
              shellHead: `${head}${preloadTags(preloads, urlPath)}`,
            },
            performance.now() - reply.elapsedTime,
          );
      if (served) {
        reply
          .code(200)
          .header('Content-Type', 'text/html; charset=utf-8')
          // A borrower's data: never kept by the browser or any cache between.
          .header('Cache-Control', 'no-store');
        if (served.kind === 'whole') return reply.send(served.html);
        // Compressed by the page itself, flushed part by part (./streamed-page.ts).
        if (served.encoding) reply.header('Content-Encoding', served.encoding);
        // A load balancer that buffers answers (nginx by default) passes this one on as it comes.
        reply.header('X-Accel-Buffering', 'no');
        return reply.header('Vary', 'accept-encoding').send(served.body);
      }
      // A public page's answer depends on the reader's language and on being framed: a shared
      // cache must not hand one reader's answer to another.
      if (isPrerenderedPath(prerendered, urlPath)) reply.header('Vary', PRERENDER_VARY);
      // A page's variant for frames carries its stylesheets and starts no script.
      const hints = page?.framed ? '' : preloadTags(preloads, urlPath, !page);
      return sendHtml(
        reply,
        page ? join(root, page.file) : shell,
        '/index.html',
        `${head}${hints}`,
        loaderMeta(urlPath),
      );
    },
  });
}
