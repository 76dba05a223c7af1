import { DataView } from '../../components/data-view/data-view';
import { Screen } from '../../components/screen/screen';
import { Skeleton } from '../../components/status-view/status-view';
import { useSession } from '../../lib/session/use-session';
import { productsStrings as t } from '../../strings/products';
import { useJointLoginFailure } from './api/joint-login-failure';
import { ProductList } from './components/product-card';
import { useProductClick } from './use-product-click';
import styles from './products.module.css';
import { loginFailureLoader } from './api/login-failure-loader';

/** The endpoint whose answer the page may hand this screen before its first render. */
export const dataEndpoint = loginFailureLoader.endpoint;

/** The joint-login failure: 'Failed', the error message and other lenders' products. */
export default function LoginErrorRoute() {
  const session = useSession();
  const swr = useJointLoginFailure(session.productId ?? '');
  const { data } = swr;
  const { busyId, select } = useProductClick();

  return (
    <Screen title={t.loginErrorTitle}>
      <section className={styles.failed} aria-labelledby="login-error-failed">
        <svg
          className={styles.failedIcon}
          viewBox="0 0 48 48"
          aria-hidden="true"
          width={48}
          height={48}
        >
          <circle cx="24" cy="24" r="22" fill="currentColor" />
          <path d="m16 16 16 16m0-16L16 32" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <h2 id="login-error-failed" className={styles.failedTitle}>
          {t.failed}
        </h2>
        {data?.errMessage ? <p className={styles.message}>{data.errMessage}</p> : null}
      </section>
      {/* 'Failed' above is the heading; a failed load adds only its message and a retry. */}
      <DataView
        state={swr}
        errorHeading={null}
        skeleton={<Skeleton rows={3} height={120} />}
        // No other lenders to offer: the failure alone, without an empty section.
        empty={{ when: (failure) => failure.recommendList.length === 0, show: null }}
      >
        {(failure) => (
          <>
            <h2 className={styles.sectionTitle}>{t.recommended}</h2>
            <ProductList products={failure.recommendList} busyId={busyId} onSelect={select} />
          </>
        )}
      </DataView>
    </Screen>
  );
}
