import { Link } from '../../../components/link/link';
import { buttonClassName } from '../../../components/button/button';
import { missingAmountStrings as t } from '../../../strings/missing-amount';
import styles from './submitted-view.module.css';

/**
 * A link that does not say how much to pay (no `withholdingAmount`) to a lender that does not
 * answer the amount either: nothing can be paid here, so the page says why and offers the
 * loan's detail, where the borrower sees what is owed and pays from there
 * (docs/decisions/repayment-card-missing-amount.md). Its wording is a catalogue of its own, which
 * only this view loads.
 */
export function MissingAmount({ loanHref }: { loanHref: string }) {
  return (
    <section className={styles.box} aria-labelledby="missing-amount" role="alert">
      <h2 id="missing-amount" className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.body}>{t.body}</p>
      <Link className={buttonClassName('primary', true)} to={loanHref}>
        {t.viewLoan}
      </Link>
    </section>
  );
}
