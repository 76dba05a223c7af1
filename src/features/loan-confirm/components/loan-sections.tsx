import type { ReactNode } from 'react';
import { Card } from '../../../components/screen/screen';
import styles from '../loan-confirm.module.css';
import { DetailRows, type DetailRow } from '../../../components/detail-rows/detail-rows';

/** A titled card of text/value rows ('Detail' in V3, 'Detailed' in V32). */
export function DetailCard({ title, rows }: { title: string; rows: readonly DetailRow[] }) {
  return (
    <Card label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <DetailRows rows={rows} />
    </Card>
  );
}

export interface PlanRow {
  key: string;
  amount: string;
  index: ReactNode;
  date: ReactNode;
}

/** The repayment plan, one card per instalment ('Payment Plan' in V3, 'Plan' in V32). */
export function PlanCard({ title, rows }: { title: string; rows: readonly PlanRow[] }) {
  return (
    <Card label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ol className={styles.plans}>
        {rows.map((row) => (
          <li className={styles.plan} key={row.key}>
            <span className={styles.planAmount}>{row.amount}</span>
            <span className={styles.planIndex}>{row.index}</span>
            <span className={styles.planDate}>{row.date}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
