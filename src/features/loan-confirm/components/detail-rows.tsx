import type { ReactNode } from 'react';
import styles from '../loan-confirm.module.css';

export function DetailRows({ rows }: { rows: ReadonlyArray<{ text: string; value: ReactNode }> }) {
  return (
    <dl className={styles.rows}>
      {rows.map((row, index) => (
        <div className={styles.row} key={`${row.text}-${index}`}>
          <dt>{row.text}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
