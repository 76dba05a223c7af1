import styles from './product-figures.module.css';

/**
 * A product's figures, the value above its description: two side by side on a product card,
 * three tiles on the product's own screen.
 */
export function ProductFigures({
  figures,
  layout,
}: {
  figures: readonly { label: string; value: string }[];
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
