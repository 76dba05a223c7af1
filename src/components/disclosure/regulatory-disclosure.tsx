import { config } from '../../config/env';
import { disclosureStrings } from '../../strings/disclosure';
import styles from './regulatory-disclosure.module.css';

/**
 * Who the lender is (SEC MC 19 s.2019): corporate name, SEC registration and Certificate of
 * Authority numbers. `advice` adds the line asking the borrower to read the Disclosure Statement.
 */
export function RegulatoryDisclosure({ advice = false }: { advice?: boolean }) {
  return (
    <aside className={styles.disclosure} aria-label={disclosureStrings.label}>
      {advice ? <p className={styles.advice}>{disclosureStrings.readDisclosure}</p> : null}
      <p>{disclosureStrings.registered(config.companyName)}</p>
      <p>
        {disclosureStrings.secNo(config.secRegistrationNo)} ·{' '}
        {disclosureStrings.coaNo(config.certificateOfAuthorityNo)}
      </p>
    </aside>
  );
}
