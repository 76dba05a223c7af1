/// <reference lib="webworker" />
import { STORAGE_KEYS } from '../src/lib/storage/storage-keys';
import {
  parseRuntimeConfigText,
  RUNTIME_CONFIG_PATH,
  runtimeConfigMeta,
} from '../src/lib/links/runtime-config';
import { htmlDocument } from '../src/lib/rendered-page/html-document';
import { rewrittenHtml } from './rewrite-html';

/**
 * The deployment's host lists can change without a new build (docs/decisions/links-runtime-hosts.md),
 * but the precached shell keeps the `<meta name="runtime-config">` and the CSP header it was
 * installed with. The app fetches `GET /app-config.json` on every online load; the worker keeps the
 * latest answer (network first, so offline the app still gets it) and stamps its lists and CSP on
 * the shell it serves, so the next load's page and CSP agree with the server's current lists.
 */
export const RUNTIME_CONFIG_CACHE = STORAGE_KEYS.runtimeConfigCache;

export function isRuntimeConfigRequest(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname === RUNTIME_CONFIG_PATH;
}

/** The shell with the latest config's meta and CSP, or the shell as cached when there is none. */
export async function stampShell(shell: Response, latest: Response | undefined): Promise<Response> {
  if (!latest || !shell.ok) return shell;
  const config = parseRuntimeConfigText(await latest.clone().text());
  if (!config) return shell;
  const headers = new Headers(shell.headers);
  const csp = latest.headers.get('content-security-policy');
  if (csp) headers.set('content-security-policy', csp);
  // At the end of <head>, in place of the meta the shell was cached with.
  const html = htmlDocument(await shell.text(), { headEnd: [runtimeConfigMeta(config)] });
  return rewrittenHtml(shell, html, headers);
}

export async function latestRuntimeConfig(): Promise<Response | undefined> {
  try {
    const cache = await caches.open(RUNTIME_CONFIG_CACHE);
    return await cache.match(RUNTIME_CONFIG_PATH);
  } catch {
    return undefined;
  }
}

/** A new worker installs a fresh shell from the server: an older config must not overwrite it. */
export function forgetRuntimeConfig(): Promise<boolean> {
  return caches.delete(RUNTIME_CONFIG_CACHE);
}
