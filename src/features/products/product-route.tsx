import { useNavigate } from 'react-router';
import { DataView } from '../../components/data-view/data-view';
import { Screen } from '../../components/screen/screen';
import { Skeleton } from '../../components/status-view/status-view';
import { withSession } from '../../lib/session/session';
import { productsStrings as t } from '../../strings/products';
import { useProductList } from './api/product-list';
import { ProductList } from './components/product-card';
import styles from './products.module.css';

/** The lender's own products; each opens its product detail. */
export default function ProductRoute() {
  const navigate = useNavigate();
  const swr = useProductList();
  return (
    <Screen title={t.productTitle}>
      <p className={styles.intro}>{t.productIntro}</p>
      <DataView
        state={swr}
        skeleton={<Skeleton rows={3} height={120} />}
        empty={{
          when: ({ list }) => list.length === 0,
          show: <p className={styles.intro}>{t.empty}</p>,
        }}
      >
        {({ list: products }) => (
          <ProductList
            products={products}
            onSelect={(product) =>
              void navigate(withSession('/productDetail', { productId: product.id }))
            }
          />
        )}
      </DataView>
    </Screen>
  );
}
