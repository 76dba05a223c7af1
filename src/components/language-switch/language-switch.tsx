import { language } from '../../lib/i18n/language';
import type { Language } from '../../lib/i18n/language-rule';
import { switchLanguage } from '../../lib/i18n/switch-language';
import { languageStrings } from '../../strings/language';
import styles from './language-switch.module.css';

const OPTIONS: readonly { code: Language; label: () => string }[] = [
  { code: 'en', label: () => languageStrings.english },
  { code: 'fil', label: () => languageStrings.filipino },
];

/**
 * English / Filipino. The choice is kept on the device and the page reloads in the chosen
 * language (docs/decisions/i18n-filipino.md). Each name is marked with its own language, so a
 * screen reader says "Filipino" the Filipino way on an English page.
 */
export function LanguageSwitch({ onBrand = false }: { onBrand?: boolean }) {
  return (
    <div
      role="group"
      aria-label={languageStrings.switchLabel}
      className={`${styles.switch} ${onBrand ? styles.onBrand : ''}`}
    >
      {OPTIONS.map(({ code, label }) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={styles.option}
          aria-pressed={code === language}
          onClick={() => switchLanguage(code)}
        >
          {label()}
        </button>
      ))}
    </div>
  );
}
