import { Link } from '../../../components/link/link';
import { buttonClassName } from '../../../components/button/button';
import { cardRepaymentStrings as t } from '../../../strings/card-repayment';
import { REFLECT_MINUTES } from '../rules/card-repayment-rules';
import styles from './submitted-view.module.css';

/** After a payment: a clear "submitted" state in place of the pay button. */
export function SubmittedView({ loanHref }: { loanHref: string }) {
  return (
    <section className={styles.box} aria-labelledby="payment-submitted" role="status">
      <svg className={styles.icon} viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="currentColor" />
        <path className={styles.tick} d="M14 25l7 7 13-14" fill="none" strokeWidth="4" />
      </svg>
      <h2 id="payment-submitted" className={styles.title}>
        {t.submittedTitle}
      </h2>
      <p className={styles.body}>{t.submittedBody(REFLECT_MINUTES)}</p>
      <Link className={buttonClassName('primary', true)} to={loanHref}>
        {t.viewLoan}
      </Link>
    </section>
  );
}
