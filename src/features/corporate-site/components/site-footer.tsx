import { Link } from '../../../components/link/link';
import { RegulatoryDisclosure } from '../../../components/disclosure/regulatory-disclosure';
import { config } from '../../../config/env';
import { corporateStrings } from '../../../strings/corporate-site';
import styles from './site-footer.module.css';

/** Who the lender is (SEC MC 19 s.2019) and how to reach it, under every section. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <RegulatoryDisclosure />
      <p className={styles.contact}>
        {config.companyAddress}
        <br />
        <a href={`mailto:${config.companyEmail}`}>{config.companyEmail}</a> ·{' '}
        <a href={`tel:${config.companyPhone.replace(/\s+/g, '')}`}>{config.companyPhone}</a>
      </p>
      <p className={styles.legal}>
        <Link to="/Policy">{corporateStrings.nav.policy}</Link> ·{' '}
        <Link to="/Loan">{corporateStrings.nav.loanTerms}</Link>
      </p>
    </footer>
  );
}
