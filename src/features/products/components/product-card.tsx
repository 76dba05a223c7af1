import { DataView, type LoadState } from '../../../components/data-view/data-view';
import { Screen } from '../../../components/screen/screen';
import { Skeleton } from '../../../components/status-view/status-view';
import { Button } from '../../../components/button/button';
import { productsStrings as t } from '../../../strings/products';
import type { RecommendedProduct } from '../api/recommended-product';
import { isEnabled, showTags } from '../product-rules';
import listStyles from '../products.module.css';
import styles from './product-card.module.css';
import { ProductFigures, rangeAndRate } from './product-figures';
import { ProductLogo } from '../../../components/server-image/product-logo';

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
        <ProductLogo className={styles.logo} src={product.logo} name={product.name} size={44} />
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

/** A screen of product cards under an introduction (the lender's own, or other lenders'). */
export function ProductListScreen({
  title,
  intro,
  state,
  click,
}: {
  title: string;
  intro: string;
  state: LoadState<{ list: readonly RecommendedProduct[] }>;
  /** What a card's button does, and which card waits for it. */
  click: { busyId?: string; select: (product: RecommendedProduct) => void };
}) {
  return (
    <Screen title={title}>
      <p className={listStyles.intro}>{intro}</p>
      <DataView
        state={state}
        skeleton={<Skeleton rows={3} height={120} />}
        empty={{
          when: ({ list }) => list.length === 0,
          show: <p className={listStyles.intro}>{t.empty}</p>,
        }}
      >
        {({ list }) => (
          <ProductList products={list} busyId={click.busyId} onSelect={click.select} />
        )}
      </DataView>
    </Screen>
  );
}
