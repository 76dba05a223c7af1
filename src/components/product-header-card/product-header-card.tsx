import { useId, useState, type ReactNode } from 'react';
import { DetailRows, type DetailRow } from '../detail-rows/detail-rows';
import { Card } from '../screen/screen';
import { ProductLogo } from '../server-image/product-logo';
import { foldRows } from './fold-rows';
import styles from './product-header-card.module.css';

export interface ProductHeaderCardProps {
  /** The region's name. */
  label: string;
  logo: string;
  /** The card's heading: the product's name, or a section's name with the product's as `caption`. */
  title: string;
  caption?: string;
  /** A short status beside the title. */
  badge?: string;
  /** Level of the title: 3 where the card already sits under its own h2. */
  headingLevel?: 2 | 3;
  /** The server's text/value rows under the header. */
  rows?: readonly DetailRow[];
  /** Show only the first `after` rows until `more` is tapped; `hide` folds them back. */
  fold?: { after: number; more: string; hide: string };
  /** Above the header: a heading of its own and an action. */
  top?: ReactNode;
  /** Below the rows: anything else the card lists (a repayment plan). */
  children?: ReactNode;
  testId?: string;
}

/**
 * The product card of the order, repayment and complaint screens: the lender's logo (only from
 * an allowed image host; a plain tile otherwise) and the product's name, then its detail rows.
 */
export function ProductHeaderCard({
  label,
  logo,
  title,
  caption,
  badge,
  headingLevel = 2,
  rows = [],
  fold,
  top,
  children,
  testId,
}: ProductHeaderCardProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const folded = foldRows(rows, fold?.after, expanded);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card label={label} testId={testId}>
      {top}
      <div className={styles.head}>
        <span className={styles.logo}>
          <ProductLogo src={logo} name={title} size={44} />
        </span>
        <div className={styles.titles}>
          <Heading className={styles.title}>{title}</Heading>
          {caption ? <p className={styles.caption}>{caption}</p> : null}
        </div>
        {badge ? <span className={styles.badge}>{badge}</span> : null}
      </div>
      {rows.length > 0 ? <DetailRows rows={folded.visible} id={listId} /> : null}
      {fold && folded.foldable ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? fold.hide : fold.more}
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
      {children}
    </Card>
  );
}
