import { chooseLanguage, LANGUAGE_PARAM, type Language } from './language-rule';

/**
 * The page's language, mirrored into a cookie on every load (not a session value: `en` or `fil`),
 * so the server and the worker know before any script runs which language the page will show,
 * and send a prerendered English page only to a reader who will see English
 * (docs/decisions/first-paint.md).
 */
export const LANGUAGE_COOKIE = 'lang';

/** `Accept-Language` as tags in preference order (q=0 dropped). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language a page will choose in the browser, from what a request shows: the address's
 * `lang`, the language the last page showed (the cookie), the browser's languages. The same
 * rule as the page's own (`chooseLanguage`); the device's saved switch choice is in the cookie.
 */
export function requestLanguage(request: {
  search: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}): Language {
  const cookie = (request.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return chooseLanguage({
    query: new URLSearchParams(request.search).get(LANGUAGE_PARAM),
    session: cookie ?? null,
    saved: null,
    browser: acceptedLanguages(request.acceptLanguage),
  });
}
