import { productsStrings as t } from '../../strings/products';
import { useRecommendList } from './api/recommend-list';
import { ProductListScreen } from './components/product-card';
import { useProductClick } from './use-product-click';
import { recommendListLoader } from './api/recommend-list-loader';

/** The endpoint whose answer the page may hand this screen before its first render. */
export const dataEndpoint = recommendListLoader.endpoint;

/** Other lenders' products, with the same card and click-through as the joint-login failure. */
export default function RecommendListRoute() {
  const swr = useRecommendList();
  const click = useProductClick();
  return (
    <ProductListScreen
      title={t.recommendListTitle}
      intro={t.recommendIntro}
      state={swr}
      click={click}
    />
  );
}
