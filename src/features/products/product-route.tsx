import { useNavigate } from 'react-router';
import { withSession } from '../../lib/session/session';
import { productsStrings as t } from '../../strings/products';
import { useProductList } from './api/product-list';
import { ProductListScreen } from './components/product-card';
import { productListLoader } from './api/product-list-loader';

/** The endpoint whose answer the page may hand this screen before its first render. */
export const dataEndpoint = productListLoader.endpoint;

/** The lender's own products; each opens its product detail. */
export default function ProductRoute() {
  const navigate = useNavigate();
  const swr = useProductList();
  return (
    <ProductListScreen
      title={t.productTitle}
      intro={t.productIntro}
      state={swr}
      click={{
        select: (product) =>
          void navigate(withSession('/productDetail', { productId: product.id })),
      }}
    />
  );
}
