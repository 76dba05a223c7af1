import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requestLanguage } from '../../src/lib/i18n/language-cookie';
import { PRERENDERED_MANIFEST } from '../../src/prerender/public-pages';

const ManifestSchema = v.record(
  v.string(),
  v.pipe(v.string(), v.regex(/^prerendered\/[\w-]+\.html$/)),
);
export type PrerenderedManifest = v.InferOutput<typeof ManifestSchema>;

/** The build's path → prerendered page map (scripts/build/prerender-plugin.ts); none if missing or odd. */
export function loadPrerendered(root: string): PrerenderedManifest {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(root, PRERENDERED_MANIFEST), 'utf8'));
    const result = v.safeParse(ManifestSchema, parsed);
    return result.success ? result.output : {};
  } catch {
    return {};
  }
}

/** The request headers that choose between a prerendered page and the shell. */
export const PRERENDER_VARY = 'Cookie, Accept-Language, Sec-Fetch-Dest';

/** A public page's path as the manifest keys it: lower case, trailing slashes dropped. */
function manifestKey(urlPath: string): string {
  return urlPath.toLowerCase().replace(/\/+$/, '') || '/';
}

/** Whether a path has a prerendered page (for some readers). */
export function isPrerenderedPath(manifest: PrerenderedManifest, urlPath: string): boolean {
  return Object.hasOwn(manifest, manifestKey(urlPath));
}

/**
 * The prerendered page for a request, if it should get one: a public page's path (any case,
 * trailing slash ignored), not loaded into a frame (the privacy policy shows its text alone
 * there), and a reader who will see English, the language the pages are prerendered in
 * (docs/decisions/performance-prerender.md). Anyone else gets the app shell as before.
 */
export function prerenderedPage(
  manifest: PrerenderedManifest,
  urlPath: string,
  request: Pick<FastifyRequest, 'headers' | 'url'>,
): string | undefined {
  const path = manifestKey(urlPath);
  const file = Object.hasOwn(manifest, path) ? manifest[path] : undefined;
  if (!file || request.headers['sec-fetch-dest'] === 'iframe') return undefined;
  const language = requestLanguage({
    search: request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '',
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
  return language === 'en' ? file : undefined;
}
