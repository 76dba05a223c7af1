import { DataView, type LoadState } from '../../../components/data-view/data-view';
import { Screen } from '../../../components/screen/screen';
import { Skeleton } from '../../../components/status-view/status-view';
import { productsStrings as t } from '../../../strings/products';
import type { RecommendedProduct } from '../api/recommended-product';
import styles from '../products.module.css';
import { ProductList } from './product-card';

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
      <p className={styles.intro}>{intro}</p>
      <DataView
        state={state}
        skeleton={<Skeleton rows={3} height={120} />}
        empty={{
          when: ({ list }) => list.length === 0,
          show: <p className={styles.intro}>{t.empty}</p>,
        }}
      >
        {({ list }) => (
          <ProductList products={list} busyId={click.busyId} onSelect={click.select} />
        )}
      </DataView>
    </Screen>
  );
}
