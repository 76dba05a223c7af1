import type { Ref } from 'react';
import { config } from '../../../config/env';
import { LegalDocumentView } from '../../../content/legal-document-view';
import { loanTerms } from '../../../content/loan-terms';
import { corporateStrings } from '../../../strings/corporate-site';
import { SectionHeading } from './section-heading';
import styles from './sections.module.css';

/** Loan terms and conditions: the full agreement text. */
export function LoanTermsSection({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <>
      <SectionHeading ref={headingRef}>{corporateStrings.loanTerms.heading}</SectionHeading>
      <div className={styles.card}>
        <LegalDocumentView document={loanTerms(config)} titleLevel={null} />
      </div>
    </>
  );
}
