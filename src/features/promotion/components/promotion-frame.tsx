import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../components/language-switch/language-switch';
import { RegulatoryDisclosure } from '../../../components/disclosure/regulatory-disclosure';
import { Screen } from '../../../components/screen/screen';
import { config } from '../../../config/env';
import styles from './promotion.module.css';

/** The public frame of the promotion views: brand bar, content, and who the lender is. */
export function PromotionFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Screen title={title} bare>
      <header className={styles.brandBar}>
        <span className={styles.brand}>
          <img src="/favicon.svg" alt="" width={28} height={28} className={styles.logo} />
          {config.appName}
        </span>
        <LanguageSwitch onBrand />
      </header>
      {children}
      <footer className={styles.footer}>
        <RegulatoryDisclosure />
      </footer>
    </Screen>
  );
}
