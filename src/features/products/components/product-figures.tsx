import styles from './product-figures.module.css';

export interface Figure {
  label: string;
  value: string;
}

/** The figures every product shows: its range and its rate, each under its description. */
export function rangeAndRate(product: {
  range: string;
  rangeDesc: string;
  rate: string;
  rateDesc: string;
}): Figure[] {
  return [
    { label: product.rangeDesc, value: product.range },
    { label: product.rateDesc, value: product.rate },
  ];
}

/**
 * A product's figures, the value above its description: two side by side on a product card,
 * three tiles on the product's own screen.
 */
export function ProductFigures({
  figures,
  layout,
}: {
  figures: readonly Figure[];
  layout: 'card' | 'tiles';
}) {
  return (
    <dl className={`${styles.figures} ${styles[layout]}`}>
      {figures.map((figure, index) => (
        <div className={styles.figure} key={index}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
