import type { ReactNode } from 'react';
import { Link } from '../../../components/link/link';
import { formatMoney } from '../../../lib/format/money';
import { useArrivedModule } from '../../../lib/react/loaded-component';
import styles from './repay-summary.module.css';

/**
 * The instalment and rollover screens' dated parts (the due line with its reminder, the pay
 * code's share; dayjs in Manila time): asked for on the first render, shown once arrived, never
 * in the first visit's JavaScript (docs/decisions/dates-dayjs-manila.md). The pay-code card
 * takes the same module.
 */
export const datedParts = () => import('./dated-parts');

type DueProps = Parameters<Awaited<ReturnType<typeof datedParts>>['DueLine']>[0];

/**
 * The amount banner at the top of the instalment and rollover screens (read-only), with how many
 * days are left to the due date (computed in Manila) and 'Add reminder'. Those come with the
 * dated parts, in the browser only: the server's page and the hydration keep their row empty at
 * its height, so nothing moves when they show (this stylesheet styles them).
 */
export function RepaySummary({
  heading,
  amount,
  footnote,
  due,
}: {
  heading: string;
  amount: number;
  footnote: ReactNode;
  due: DueProps;
}) {
  const parts = useArrivedModule(datedParts);
  return (
    <section className={styles.summary} aria-label={heading}>
      <h2 className={styles.label}>{heading}</h2>
      <p className={styles.amount} data-testid="repay-amount">
        {formatMoney(amount)}
      </p>
      <p className={styles.date}>{footnote}</p>
      <p className={styles.due}>{parts ? <parts.DueLine {...due} /> : null}</p>
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
