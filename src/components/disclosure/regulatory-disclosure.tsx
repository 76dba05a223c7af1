import { config } from '../../config/env';
import styles from './regulatory-disclosure.module.css';

export const disclosureStrings = {
  registered: (company: string) =>
    `${company} is a lending company registered with the Securities and Exchange Commission.`,
  secNo: (no: string) => `SEC Registration No. ${no}`,
  coaNo: (no: string) => `Certificate of Authority No. ${no}`,
  readDisclosure:
    'Before you proceed, please read the Disclosure Statement, which shows the full cost of your loan.',
} as const;

/**
 * Who the lender is (SEC MC 19 s.2019): corporate name, SEC registration and Certificate of
 * Authority numbers. `advice` adds the line asking the borrower to read the Disclosure Statement.
 */
export function RegulatoryDisclosure({ advice = false }: { advice?: boolean }) {
  return (
    <aside className={styles.disclosure} aria-label="Lender registration">
      {advice ? <p className={styles.advice}>{disclosureStrings.readDisclosure}</p> : null}
      <p>{disclosureStrings.registered(config.companyName)}</p>
      <p>
        {disclosureStrings.secNo(config.secRegistrationNo)} ·{' '}
        {disclosureStrings.coaNo(config.certificateOfAuthorityNo)}
      </p>
    </aside>
  );
}
