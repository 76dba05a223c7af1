/*
 * The language rule without the page: shared by the page (language.ts), the server and the
 * worker, which decide the same way from what a request shows (language-cookie.ts).
 */

/** The app's languages: English (the default, the spec's wording) and Filipino. */
export type Language = 'en' | 'fil';

/**
 * What every API call says in `Accept-Language` (DECISIONS.md section 12), so the lender's API
 * can answer its texts (status titles, detail rows, complaint types) in the reader's language.
 */
export const ACCEPT_LANGUAGE: Record<Language, string> = { en: 'en-PH', fil: 'fil-PH' };

/** The query parameter the native app sets (`lang=fil` / `lang=en`). */
export const LANGUAGE_PARAM = 'lang';

/**
 * A language tag, query value or stored value as one of ours: `fil` and `tl` (Tagalog, what many
 * phones report for Filipino) are Filipino, `en` is English, region subtags ignored.
 */
export function languageOf(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'fil' || primary === 'tl') return 'fil';
  if (primary === 'en') return 'en';
  return null;
}

/** The first of the browser's languages that we speak decides (`['ceb', 'fil', 'en']` is Filipino). */
export function browserLanguage(languages: readonly string[]): Language | null {
  for (const tag of languages) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return null;
}

export interface LanguageSources {
  /** `lang` in the address this page was opened with. */
  query: string | null;
  /** This session's language: an earlier `lang` of the session, or the switch used in it. */
  session: string | null;
  /** The switch's choice on this device (survives reloads and new sessions). */
  saved: string | null;
  /** `navigator.languages`. */
  browser: readonly string[];
}

/**
 * Which language a page shows (docs/decisions/i18n-filipino.md): the link's `lang`, then the
 * session's, then the switch's saved choice, then the browser's languages, else English.
 */
export function chooseLanguage(sources: LanguageSources): Language {
  return (
    languageOf(sources.query) ??
    languageOf(sources.session) ??
    languageOf(sources.saved) ??
    browserLanguage(sources.browser) ??
    'en'
  );
}

/** `lang` from the address, also from a legacy hash link's query (`/#/borrowDetail/?lang=fil`). */
export function queryLanguage(search: string, hash: string): string | null {
  const fromSearch = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (fromSearch !== null) return fromSearch;
  const hashQuery = hash.split('?', 2)[1];
  return hashQuery === undefined ? null : new URLSearchParams(hashQuery).get(LANGUAGE_PARAM);
}
