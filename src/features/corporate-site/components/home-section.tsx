import type { Ref } from 'react';
import { Link } from '../../../components/link/link';
import { config } from '../../../config/env';
import { corporateStrings } from '../../../strings/corporate-site';
import { SectionHeading } from './section-heading';
import styles from './sections.module.css';

const text = corporateStrings.home;

/** Home: the hero and a stack of illustrated steps. */
export function HomeSection({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <>
      <div className={styles.hero}>
        <SectionHeading ref={headingRef}>{text.heading}</SectionHeading>
        <p className={styles.lead}>{text.lead(config.appName)}</p>
      </div>
      <ol className={styles.stack}>
        {text.steps.map((step, index) => (
          <li key={step.title} className={styles.stackItem}>
            <img
              src={step.image}
              alt={step.alt}
              width={640}
              height={400}
              className={styles.stackImage}
              loading={index === 0 ? 'eager' : 'lazy'}
              // The first picture is the page's largest paint: fetched before the scripts.
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
            />
            <div className={styles.stackText}>
              <h2 className={styles.subheading}>{step.title}</h2>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className={styles.more}>
        <Link to="/Loan">{corporateStrings.nav.loanTerms}</Link>
      </p>
    </>
  );
}
