/// <reference lib="webworker" />
import { requestLanguage } from '../src/lib/i18n/language-cookie';
import { PRERENDERED_DIR, PUBLIC_PAGES } from '../src/prerender/public-pages';

declare const self: ServiceWorkerGlobalScope & {
  cookieStore?: { get(name: string): Promise<{ value: string } | null | undefined> };
};

const PAGES = new Map(
  PUBLIC_PAGES.map((page) => [page.path.toLowerCase(), `${PRERENDERED_DIR}/${page.file}.html`]),
);

/** The precached prerendered page for a public path (any case, trailing slash ignored). */
export function prerenderedFile(pathname: string): string | undefined {
  return PAGES.get(pathname.toLowerCase().replace(/\/+$/, '') || '/');
}

async function languageCookie(): Promise<string | undefined> {
  try {
    const cookie = await self.cookieStore?.get('lang');
    return cookie ? `lang=${cookie.value}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Which precached page answers a navigation: the prerendered public page, as the server would
 * choose it (server/lib/prerendered-pages.ts: not for a frame, only for an English reader), or
 * undefined for the app shell.
 */
export async function prerenderedNavigation(
  url: URL,
  request: Request,
): Promise<string | undefined> {
  const file = prerenderedFile(url.pathname);
  if (!file || request.destination === 'iframe') return undefined;
  const language = requestLanguage({
    search: url.search,
    cookie: await languageCookie(),
    acceptLanguage: self.navigator.languages.join(','),
  });
  return language === 'en' ? file : undefined;
}
