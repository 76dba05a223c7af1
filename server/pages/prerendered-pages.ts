import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requestLanguage } from '../../src/lib/i18n/language-cookie';
import { framedKey, PRERENDERED_MANIFEST } from '../../src/config/public-pages';

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

/** Whether a path has a prerendered page (for some readers, or in a frame). */
export function isPrerenderedPath(manifest: PrerenderedManifest, urlPath: string): boolean {
  const key = manifestKey(urlPath);
  return Object.hasOwn(manifest, key) || Object.hasOwn(manifest, framedKey(key));
}

/** A prerendered answer: the file, and whether it is a page's variant for frames. */
export interface PrerenderedAnswer {
  file: string;
  /** The text alone, carrying its own stylesheets (scripts/build/prerendered-html.ts). */
  framed: boolean;
}

/**
 * The prerendered page for a request, if it should get one: a public page's path (any case,
 * trailing slash ignored), for a reader who will see English, the language the pages are
 * prerendered in (docs/decisions/first-paint.md). Loaded into a frame, it is the
 * page's variant for frames (the privacy policy's text alone,
 * docs/decisions/public-policy-frame.md), or the shell when the page has none. Anyone else gets
 * the app shell as before.
 */
export function prerenderedPage(
  manifest: PrerenderedManifest,
  urlPath: string,
  request: Pick<FastifyRequest, 'headers' | 'url'>,
): PrerenderedAnswer | undefined {
  const framed = request.headers['sec-fetch-dest'] === 'iframe';
  const key = framed ? framedKey(manifestKey(urlPath)) : manifestKey(urlPath);
  const file = Object.hasOwn(manifest, key) ? manifest[key] : undefined;
  if (!file) return undefined;
  const language = requestLanguage({
    search: request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '',
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
  return language === 'en' ? { file, framed } : undefined;
}
