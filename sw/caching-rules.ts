/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { withLoaderMeta } from './loader-meta-shell';
import { prerenderedNavigation } from './prerendered-navigation';
import {
  isRuntimeConfigRequest,
  latestRuntimeConfig,
  RUNTIME_CONFIG_CACHE,
  stampShell,
} from './runtime-config';

/** Paths the app shell must never answer: the API and anything the server renders itself. */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/api(\/|$)/,
  /^\/sw\.js$/,
  /\/[^/?]+\.[a-z0-9]+$/i,
];

export const IMAGE_CACHE = 'images-v1';
const IMAGE_MAX_ENTRIES = 80;
const IMAGE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function isCacheableImage(url: URL, destination: string, origin: string): boolean {
  return destination === 'image' && url.origin === origin && !url.pathname.startsWith('/api/');
}

/**
 * Offline with no runtime config kept yet (a new worker forgets it): a 503, which the app reads
 * as "no config" (src/lib/links/runtime-hosts.ts), rather than a failed interception, which
 * Firefox reports in the page as an error.
 */
export const unavailableWhenNoneKept = {
  handlerDidError: (): Promise<Response> => Promise.resolve(new Response(null, { status: 503 })),
};

/**
 * Navigations fall back to the precached shell (offline too), or a public page's precached
 * prerendered HTML (sw/prerendered-navigation.ts), stamped with the latest runtime
 * config; the runtime config is network-first; same-origin images are cache-first with expiry. API responses are never cached: no route matches them, so they
 * always go to the network and the server stays the source of truth.
 */
export function registerCachingRules(origin: string): void {
  const shell = createHandlerBoundToURL('index.html');
  const pages = new Map<string, ReturnType<typeof createHandlerBoundToURL>>();
  /** A precached page's handler; the shell if the page is not precached (an older build). */
  const pageHandler = (file: string) => {
    let handler = pages.get(file);
    if (!handler) {
      try {
        handler = createHandlerBoundToURL(file);
      } catch {
        handler = shell;
      }
      pages.set(file, handler);
    }
    return handler;
  };
  registerRoute(
    new NavigationRoute(
      async (options) => {
        const page = await prerenderedNavigation(options.url, options.request);
        const handler = page ? pageHandler(page) : shell;
        const stamped = await stampShell(await handler(options), await latestRuntimeConfig());
        // A borrower screen's loader call starts from the shell too, not only from the server's.
        return withLoaderMeta(stamped, options.url);
      },
      { denylist: NAVIGATION_DENYLIST },
    ),
  );
  registerRoute(
    ({ url }) => isRuntimeConfigRequest(url, origin),
    new NetworkFirst({
      cacheName: RUNTIME_CONFIG_CACHE,
      networkTimeoutSeconds: 5,
      plugins: [unavailableWhenNoneKept],
    }),
  );
  registerRoute(
    ({ url, request }) => isCacheableImage(url, request.destination, origin),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        new ExpirationPlugin({
          maxEntries: IMAGE_MAX_ENTRIES,
          maxAgeSeconds: IMAGE_MAX_AGE_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
