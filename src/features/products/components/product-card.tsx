import { Button } from '../../../components/button/button';
import { productsStrings as t } from '../../../strings/products';
import type { RecommendedProduct } from '../api/recommended-product';
import { isEnabled, showTags } from '../product-rules';
import styles from './product-card.module.css';
import { ProductFigures, rangeAndRate } from './product-figures';
import { ServerImage } from '../../../components/server-image/server-image';

export interface ProductCardProps {
  product: RecommendedProduct;
  /** Place in the list: tags are hidden from the third item on. */
  index: number;
  busy?: boolean;
  onSelect: (product: RecommendedProduct) => void;
}

/**
 * A product: logo, name, button, range and rate with their descriptions, and tags. A disabled
 * product (enabled flag 0) shows a grey button that does nothing.
 */
export function ProductCard({ product, index, busy = false, onSelect }: ProductCardProps) {
  const enabled = isEnabled(product.enabled);
  const tags = showTags(index) ? product.tags : [];
  return (
    <article className={styles.card} aria-label={product.name}>
      <div className={styles.head}>
        <ServerImage className={styles.logo} src={product.logo} alt="" width={44} height={44} />
        <h2 className={styles.name}>{product.name}</h2>
        <Button
          className={styles.button}
          aria-disabled={enabled ? undefined : 'true'}
          aria-label={
            enabled ? `${product.buttonText}: ${product.name}` : t.unavailable(product.name)
          }
          busy={busy}
          onClick={() => {
            if (enabled) onSelect(product);
          }}
        >
          {product.buttonText}
        </Button>
      </div>
      <ProductFigures layout="card" figures={rangeAndRate(product)} />
      {tags.length > 0 ? (
        <ul className={styles.tags}>
          {tags.map((tag) => (
            <li className={styles.tag} key={tag}>
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

export function ProductList({
  products,
  busyId,
  onSelect,
}: {
  products: readonly RecommendedProduct[];
  busyId?: string;
  onSelect: (product: RecommendedProduct) => void;
}) {
  return (
    <ul className={styles.list}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            index={index}
            busy={busyId === product.id}
            onSelect={onSelect}
          />
        </li>
      ))}
    </ul>
  );
}
