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
  const path = urlPath.toLowerCase().replace(/\/+$/, '') || '/';
  const file = Object.hasOwn(manifest, path) ? manifest[path] : undefined;
  if (!file || request.headers['sec-fetch-dest'] === 'iframe') return undefined;
  const language = requestLanguage({
    search: request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '',
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
  return language === 'en' ? file : undefined;
}
