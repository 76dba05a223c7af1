import { Screen } from '../../components/screen/screen';
import { ErrorView, Skeleton } from '../../components/status-view/status-view';
import { errorMessage } from '../../lib/api/api-error';
import { common } from '../../strings/common';
import { productsStrings as t } from '../../strings/products';
import { useRecommendList } from './api/recommend-list';
import { ProductList } from './components/product-card';
import { useProductClick } from './use-product-click';
import styles from './products.module.css';

/** Other lenders' products, with the same card and click-through as the joint-login failure. */
export default function RecommendListRoute() {
  const { data, error, isLoading, mutate } = useRecommendList();
  const { busyId, select } = useProductClick();
  return (
    <Screen title={t.recommendListTitle}>
      <p className={styles.intro}>{t.recommendIntro}</p>
      {error && !data ? (
        <ErrorView
          message={errorMessage(error, common.genericFailure)}
          onRetry={() => void mutate()}
        />
      ) : isLoading || !data ? (
        <Skeleton rows={3} height={120} />
      ) : data.length === 0 ? (
        <p className={styles.intro}>{t.empty}</p>
      ) : (
        <ProductList products={data} busyId={busyId} onSelect={select} />
      )}
    </Screen>
  );
}
