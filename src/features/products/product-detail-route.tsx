import { ScreenDataView } from '../../components/data-view/data-view';
import { Button } from '../../components/button/button';
import { Card, Screen } from '../../components/screen/screen';
import { Skeleton } from '../../components/status-view/status-view';
import { config } from '../../config/env';
import { openNativeLink } from '../../lib/links/open-server-link';
import { useSession } from '../../lib/session/use-session';
import { productsStrings as t } from '../../strings/products';
import { useProductDetail, type ProductDetail } from './api/product-detail';
import { nativeApplyLink } from './product-rules';
import styles from './products.module.css';
import { ProductFigures, rangeAndRate } from './components/product-figures';
import { ProductLogo } from '../../components/server-image/product-logo';
import { productDetailLoader } from './api/product-detail-loader';

/** The endpoint whose answer the page may hand this screen before its first render. */
export const dataEndpoint = productDetailLoader.endpoint;

/** One product's terms; "Apply now" hands over to the native app. */
export default function ProductDetailRoute() {
  const productId = useSession().productId ?? '';
  const swr = useProductDetail(productId);

  return (
    <ScreenDataView
      title={t.productDetailTitle}
      missing={productId ? null : t.missingProduct}
      state={swr}
      skeleton={<Skeleton rows={5} height={32} />}
    >
      {(product) => <ProductDetailView product={product} />}
    </ScreenDataView>
  );
}

function ProductDetailView({ product }: { product: ProductDetail }) {
  return (
    <Screen
      title={t.productDetailTitle}
      footer={
        <Button
          block
          onClick={() => openNativeLink(nativeApplyLink(config.schemeUrlPrefix, product.id))}
        >
          {t.apply}
        </Button>
      }
    >
      <Card label={product.name}>
        <div className={styles.detailHead}>
          <ProductLogo
            className={styles.detailLogo}
            src={product.logo}
            name={product.name}
            size={56}
          />
          <h2 className={styles.detailName}>{product.name}</h2>
        </div>
      </Card>
      <ProductFigures
        layout="tiles"
        figures={[...rangeAndRate(product), { label: t.loanTerm, value: product.termDesc }]}
      />
      <Card label={t.requirements}>
        <p>{product.description}</p>
        <h3 className={styles.subTitle}>{t.requirements}</h3>
        <ul className={styles.bullets}>
          {product.requirements.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Card>
    </Screen>
  );
}
