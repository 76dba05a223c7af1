import { useEffect, useRef } from 'react';
import { Link } from '../../../components/link/link';
import { LanguageSwitch } from '../../../components/language-switch/language-switch';
import { config } from '../../../config/env';
import { corporateStrings } from '../../../strings/corporate-site';
import { SITE_SECTIONS, type SiteSection } from '../site-sections';
import styles from './site-header.module.css';

/** Brand bar and the five-item top navigation; the current section is marked for screen readers. */
export function SiteHeader({
  active,
  onChoose,
}: {
  active: SiteSection;
  onChoose: (section: SiteSection) => void;
}) {
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // The item row scrolls sideways on a narrow phone: keep the current item in view.
    const current = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const nav = navRef.current;
    if (current && nav) {
      nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
    }
  }, [active]);
  return (
    <header className={styles.header}>
      <div className={styles.brandRow}>
        <Link to="/" className={styles.brand} onClick={() => onChoose('home')}>
          <img src="/favicon.svg" alt="" width={28} height={28} className={styles.logo} />
          <span>{config.appName}</span>
        </Link>
        <LanguageSwitch onBrand />
      </div>
      <nav ref={navRef} aria-label={corporateStrings.siteNavLabel} className={styles.nav}>
        <ul className={styles.items}>
          {SITE_SECTIONS.map((section) => (
            <li key={section.id}>
              <Link
                to={section.path}
                className={styles.item}
                aria-current={section.id === active ? 'page' : undefined}
                onClick={() => onChoose(section.id)}
              >
                {corporateStrings.nav[section.id]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
