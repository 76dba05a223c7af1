import { createReadStream, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

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

function send(reply: FastifyReply, file: string, urlPath: string, status = 200) {
  return reply
    .code(status)
    .header('Content-Type', TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream')
    .header('Cache-Control', cacheControlFor(urlPath))
    .send(createReadStream(file));
}

type RoutePreloads = Record<string, { js: string[]; css: string[] }>;

function loadPreloads(root: string): RoutePreloads {
  try {
    const parsed: unknown = JSON.parse(
      readFileSync(join(root, '.vite/route-preloads.json'), 'utf8'),
    );
    return typeof parsed === 'object' && parsed !== null ? (parsed as RoutePreloads) : {};
  } catch {
    return {};
  }
}

/** The screen's own chunks for a path (prefix match, `/` exact), so they load beside the entry. */
export function preloadTags(preloads: RoutePreloads, urlPath: string): string {
  const path = urlPath.toLowerCase().replace(/\/+$/, '') || '/';
  const match = Object.keys(preloads)
    .filter((route) =>
      route === '/' ? path === '/' : path === route || path.startsWith(`${route}/`),
    )
    .sort((a, b) => b.length - a.length)[0];
  const hints = match ? preloads[match] : undefined;
  if (!hints) return '';
  const safe = (file: string) => /^assets\/[\w.-]+$/.test(file);
  return [
    ...hints.css.filter(safe).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...hints.js
      .filter(safe)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/** Build bookkeeping (`.vite/` manifests, dot-files, source maps) is never served. */
export function isBuildInternal(urlPath: string): boolean {
  return (
    urlPath.endsWith('.map') ||
    urlPath.split('/').some((part) => part.startsWith('.') && part !== '.well-known')
  );
}

async function sendHtml(reply: FastifyReply, file: string, urlPath: string, head: string) {
  const html = await readFile(file, 'utf8');
  return reply
    .code(200)
    .header('Content-Type', TYPES['.html'])
    .header('Cache-Control', cacheControlFor(urlPath))
    .send(html.replace('</head>', () => `${head}</head>`));
}

/**
 * Serves the built app: real files with their cache policy, a real 404 for a missing file
 * (anything with an extension), and the SPA shell for every app route. `head` (the runtime
 * config) goes into every HTML page, the worker's precached shell included.
 */
export function registerStaticFiles(app: FastifyInstance, distDir: string, head = ''): void {
  const root = normalize(distDir + sep);
  const preloads = loadPreloads(root);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const urlPath = decodeURIComponent((request.raw.url ?? '/').split('?')[0] ?? '/');
      if (urlPath.startsWith('/api/') || urlPath === '/api') {
        return reply.code(404).send({ code: 404, message: `No such API: GET ${urlPath}` });
      }
      const file = normalize(join(root, urlPath));
      if (!file.startsWith(root)) return reply.code(400).type('text/plain').send('Bad path');
      if (urlPath !== '/' && !isBuildInternal(urlPath) && (await isFile(file))) {
        return extname(file).toLowerCase() === '.html'
          ? sendHtml(reply, file, urlPath, head)
          : send(reply, file, urlPath);
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
      return sendHtml(reply, shell, '/index.html', `${head}${preloadTags(preloads, urlPath)}`);
    },
  });
}
