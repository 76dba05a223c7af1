/// <reference lib="webworker" />
import { requestLanguage } from '../src/lib/i18n/language-cookie';
import { prerenderedFileName, type PublicPage } from '../src/config/public-pages';
import { workerScreens } from './worker-screens';

declare const self: ServiceWorkerGlobalScope & {
  cookieStore?: { get(name: string): Promise<{ value: string } | null | undefined> };
};

const PAGES = new Map<string, PublicPage>(
  workerScreens.publicPages.map((page) => [page.path.toLowerCase(), page]),
);

/**
 * The precached prerendered page for a public path (any case, trailing slash ignored), or its
 * variant for frames (`framed`; none when the page has none).
 */
export function prerenderedFile(pathname: string, framed = false): string | undefined {
  const page = PAGES.get(pathname.toLowerCase().replace(/\/+$/, '') || '/');
  if (!page || (framed && !page.framed)) return undefined;
  return prerenderedFileName(page, framed);
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
 * choose it (server/pages/prerendered-pages.ts: only for an English reader; in a frame, the page's
 * variant for frames, if it has one), or undefined for the app shell.
 */
export async function prerenderedNavigation(
  url: URL,
  request: Request,
): Promise<string | undefined> {
  const file = prerenderedFile(url.pathname, request.destination === 'iframe');
  if (!file) return undefined;
  const language = requestLanguage({
    search: url.search,
    cookie: await languageCookie(),
    acceptLanguage: self.navigator.languages.join(','),
  });
  return language === 'en' ? file : undefined;
}
