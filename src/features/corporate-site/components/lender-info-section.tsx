import type { Ref } from 'react';
import { config } from '../../../config/env';
import { corporateStrings } from '../../../strings/corporate-site';
import { SectionHeading } from './section-heading';
import styles from './sections.module.css';

const text = corporateStrings.lenderInfo;

/** Lender Info: the illustration and the lender's registration and contact details as text. */
export function LenderInfoSection({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const rows: Array<[string, string]> = [
    [text.corporateName, config.companyName],
    [text.secNo, config.secRegistrationNo],
    [text.coaNo, config.certificateOfAuthorityNo],
    [text.address, config.companyAddress],
    [text.email, config.companyEmail],
    [text.phone, config.companyPhone],
  ];
  return (
    <>
      <SectionHeading ref={headingRef}>{text.heading}</SectionHeading>
      <img
        src="/images/corporate/lender-info.svg"
        alt={text.imageAlt}
        width={640}
        height={400}
        className={styles.wideImage}
      />
      <section className={styles.card} aria-label={text.heading}>
        <p className={styles.muted}>{text.intro}</p>
        <dl className={styles.facts}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
