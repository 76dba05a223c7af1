import { DataView } from '../../components/data-view/data-view';
import { Screen } from '../../components/screen/screen';
import { Skeleton } from '../../components/status-view/status-view';
import { productsStrings as t } from '../../strings/products';
import { useRecommendList } from './api/recommend-list';
import { ProductList } from './components/product-card';
import { useProductClick } from './use-product-click';
import styles from './products.module.css';

/** Other lenders' products, with the same card and click-through as the joint-login failure. */
export default function RecommendListRoute() {
  const swr = useRecommendList();
  const { busyId, select } = useProductClick();
  return (
    <Screen title={t.recommendListTitle}>
      <p className={styles.intro}>{t.recommendIntro}</p>
      <DataView
        state={swr}
        skeleton={<Skeleton rows={3} height={120} />}
        empty={{
          when: ({ list }) => list.length === 0,
          show: <p className={styles.intro}>{t.empty}</p>,
        }}
      >
        {({ list }) => <ProductList products={list} busyId={busyId} onSelect={select} />}
      </DataView>
    </Screen>
  );
}
