import { STORAGE_KEYS } from '../storage/storage-keys';
import { LANGUAGE_COOKIE } from './language-cookie';
import { chooseLanguage, languageOf, queryLanguage, type Language } from './language-rule';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage can be disabled in some webviews: the language then holds for this page only.
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

function detectLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  const query = queryLanguage(window.location.search, window.location.hash);
  const fromQuery = languageOf(query);
  // The native app's choice holds for the rest of the session, also on links without `lang`.
  if (fromQuery) write(session, STORAGE_KEYS.language, fromQuery);
  const languages = window.navigator.languages;
  return chooseLanguage({
    query,
    session: read(session, STORAGE_KEYS.language),
    saved: read(local, STORAGE_KEYS.language),
    browser: languages.length > 0 ? languages : [window.navigator.language],
  });
}

/** This page's language, decided once before anything renders (every catalogue reads it). */
export const language: Language = detectLanguage();

export const isFilipino = language === 'fil';

/** Mirrors this page's language into the cookie the server and the worker read (language-cookie.ts). */
export function rememberLanguage(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
