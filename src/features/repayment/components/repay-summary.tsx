import type { ReactNode } from 'react';
import { Link } from '../../../components/link/link';
import { formatMoney } from '../../../lib/format/money';
import styles from './repay-summary.module.css';

/** The amount banner at the top of the instalment and rollover screens (read-only). */
export function RepaySummary({
  heading,
  amount,
  footnote,
}: {
  heading: string;
  amount: number;
  footnote: ReactNode;
}) {
  return (
    <section className={styles.summary} aria-label={heading}>
      <h2 className={styles.label}>{heading}</h2>
      <p className={styles.amount} data-testid="repay-amount">
        {formatMoney(amount)}
      </p>
      <p className={styles.date}>{footnote}</p>
    </section>
  );
}

export function RepayNotice({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className={styles.notice} role="note">
      {text}
    </p>
  );
}

/** A plain link row under the cards (to card payment, say). */
export function RepayLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={styles.link} to={to}>
      {children}
    </Link>
  );
}
