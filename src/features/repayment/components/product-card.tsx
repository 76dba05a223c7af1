import { useId, useState } from 'react';
import { Card } from '../../../components/screen/screen';
import { repaymentStrings as t } from '../../../strings/repayment';
import { canExpand, visibleRows } from '../rules/amount-rules';
import styles from './product-card.module.css';

export interface ProductCardProps {
  logo: string;
  name: string;
  rows: ReadonlyArray<{ text: string; value: string }>;
}

/** Product logo, name and its detail rows: 2 rows until 'more', 'hide' folds them back. */
export function ProductCard({ logo, name, rows }: ProductCardProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <Card label={t.loanDetails}>
      <div className={styles.head}>
        <img className={styles.logo} src={logo} alt="" width={40} height={40} />
        <h2 className={styles.name}>{name}</h2>
      </div>
      <dl className={styles.rows} id={listId}>
        {visibleRows(rows, expanded).map((row) => (
          <div className={styles.row} key={`${row.text}-${row.value}`}>
            <dt>{row.text}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {canExpand(rows) ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t.hide : t.more}
          <svg
            className={styles.chevron}
            data-open={expanded}
            viewBox="0 0 24 24"
            width="16"
            height="16"
            aria-hidden="true"
          >
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      ) : null}
    </Card>
  );
}
