import type { ReactNode } from 'react';
import styles from './detail-rows.module.css';

export interface DetailRow {
  text: string;
  value: ReactNode;
}

/** The server's text/value rows (order, repayment and loan-confirm details), one look everywhere. */
export function DetailRows({ rows, id }: { rows: readonly DetailRow[]; id?: string }) {
  return (
    <dl className={styles.rows} id={id}>
      {rows.map((row, index) => (
        <div className={styles.row} key={`${index}-${row.text}`}>
          <dt>{row.text}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
