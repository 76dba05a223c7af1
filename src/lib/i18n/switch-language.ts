import { STORAGE_KEYS } from '../storage/storage-keys';
import { language } from './language';
import { LANGUAGE_PARAM, type Language } from './language-rule';

/**
 * The switch (docs/decisions/i18n-filipino.md): keeps the choice on the device and for the
 * session, drops a `lang` the address carries (it would otherwise win again) and reloads, so every
 * catalogue loads in the new language before anything renders. Its own module, so the entry does
 * not carry it.
 */
export function switchLanguage(next: Language, reload = () => window.location.reload()): void {
  for (const storage of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      storage().setItem(STORAGE_KEYS.language, next);
    } catch {
      // Storage can be disabled in some webviews: the reload below still shows the address's choice.
    }
  }
  if (next === language) return;
  const url = new URL(window.location.href);
  url.searchParams.delete(LANGUAGE_PARAM);
  window.history.replaceState(window.history.state, '', url);
  reload();
}
