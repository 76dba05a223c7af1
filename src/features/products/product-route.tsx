import { useNavigate } from 'react-router';
import { Screen } from '../../components/screen/screen';
import { ErrorView, Skeleton } from '../../components/status-view/status-view';
import { errorMessage } from '../../lib/api/api-error';
import { withSession } from '../../lib/session/session';
import { common } from '../../strings/common';
import { productsStrings as t } from '../../strings/products';
import { useProductList } from './api/product-list';
import { ProductList } from './components/product-card';
import styles from './products.module.css';

/** The lender's own products; each opens its product detail. */
export default function ProductRoute() {
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useProductList();
  return (
    <Screen title={t.productTitle}>
      <p className={styles.intro}>{t.productIntro}</p>
      {error && !data ? (
        <ErrorView
          message={errorMessage(error, common.genericFailure)}
          onRetry={() => void mutate()}
        />
      ) : isLoading || !data ? (
        <Skeleton rows={3} height={120} />
      ) : (
        <ProductList
          products={data}
          onSelect={(product) =>
            void navigate(withSession('/productDetail', { productId: product.id }))
          }
        />
      )}
    </Screen>
  );
}
