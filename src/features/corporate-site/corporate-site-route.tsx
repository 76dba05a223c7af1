import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Screen } from '../../components/screen/screen';
import { corporateStrings } from '../../strings/corporate-site';
import { ContactSection } from './components/contact-section';
import { HomeSection } from './components/home-section';
import { LenderInfoSection } from './components/lender-info-section';
import { LoanTermsSection } from './components/loan-terms-section';
import { PolicySection } from './components/policy-section';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { sectionFromPath, type SiteSection } from './site-sections';
import styles from './corporate-site.module.css';

const SECTIONS = {
  home: HomeSection,
  lenderInfo: LenderInfoSection,
  policy: PolicySection,
  loanTerms: LoanTermsSection,
  contact: ContactSection,
} as const;

/** The public corporate site: one module for `/`, `/About`, `/User`, `/Policy`, `/Loan`, `/Contact`. */
export default function CorporateSiteRoute() {
  const { pathname } = useLocation();
  const section = sectionFromPath(pathname);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const chosen = useRef(false);

  useEffect(() => {
    // Choosing a section starts it at the top, with focus on its heading for screen readers.
    if (!chosen.current) return;
    chosen.current = false;
    window.scrollTo({ top: 0, left: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [section]);

  const choose = (next: SiteSection) => {
    chosen.current = true;
    if (next === section) window.scrollTo({ top: 0, left: 0 });
  };

  const Section = SECTIONS[section];
  return (
    <Screen title={corporateStrings.nav[section]} bare>
      <SiteHeader active={section} onChoose={choose} />
      <div className={styles.content}>
        <Section headingRef={headingRef} />
      </div>
      <SiteFooter />
    </Screen>
  );
}
