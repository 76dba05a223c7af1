import { ScreenDataView } from '../../components/data-view/data-view';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../components/link/link';
import { ProductHeaderCard } from '../../components/product-header-card/product-header-card';
import { Screen } from '../../components/screen/screen';
import { Skeleton } from '../../components/status-view/status-view';
import { config } from '../../config/env';
import { moduleForTap } from '../../lib/api/feedback';
import { nativeActions } from '../../lib/bridge/native-actions';
import type * as LinkOpener from '../../lib/links/link-opener';
import { orderParams, withSession, type OrderParams } from '../../lib/session/session';
import { useSession } from '../../lib/session/use-session';
import { loadedExport, useArrivedModule } from '../../lib/react/loaded-component';
import { useTapGuard } from '../../lib/react/use-tap-guard';
import { orderStrings as t } from '../../strings/order';
import { useLoanDetails, type LoanDetails } from './api/loan-details';
import { saveEvent } from './api/save-event';
import { OrderActions } from './components/order-actions';
import { StatusBanner } from './components/status-banner';
import {
  BORROW_AGAIN_EVENT,
  nativeProductDetail,
  orderActions,
  redirectLink,
  repayTarget,
  showMoreProductsLink,
} from './order-rules';
import { RATING_DELAY_MS } from '../../config/spec-timings';
import styles from './order-detail.module.css';
import { orderDetailLoader } from './api/order-detail-loader';

/** The endpoint whose answer the page may hand this screen before its first render. */
export const dataEndpoint = orderDetailLoader.endpoint;

// The pop-ups arrive in a chunk of their own, asked for while the screen renders: the screen
// paints without waiting for them, and one that opens at once shows as soon as it is here.
const dialogs = () => import('./components/order-dialogs');
const RatingDialog = loadedExport(dialogs, 'RatingDialog');
const RewithdrawDialog = loadedExport(dialogs, 'RewithdrawDialog');
const BankCardDialog = loadedExport(dialogs, 'BankCardDialog');
const linkOpener = () => import('../../lib/links/link-opener');

export default function OrderDetailRoute() {
  const session = useSession();
  const orderId = session.orderId ?? '';
  const productId = session.productId ?? '';
  const swr = useLoanDetails(productId, orderId);
  // The link guard and opener are for what a tap or a redirect link does, not for the first
  // paint: they arrive beside the order.
  const links = useArrivedModule(linkOpener);
  const redirecting = useRedirect(swr.data, links);

  const skeleton = (
    <>
      <Skeleton rows={6} height={28} />
      {redirecting ? <p className="visually-hidden">{t.redirecting}</p> : null}
    </>
  );
  return (
    <ScreenDataView
      title={t.title}
      missing={orderId ? null : t.missingOrder}
      // While the page is being replaced by the order's link, keep showing placeholders.
      state={redirecting ? { ...swr, data: undefined, isLoading: true } : swr}
      skeleton={skeleton}
    >
      {(order) => (
        <OrderDetail
          order={order}
          orderId={orderId}
          productId={productId}
          coupon={orderParams(session, ['couponId', 'couponMoney'])}
        />
      )}
    </ScreenDataView>
  );
}

type Links = typeof LinkOpener;

/**
 * The link opener for a tap: here by then (asked for with the order), or, when its chunk cannot
 * be fetched, a rejection after a "No connection" toast.
 */
const openerForTap = () => moduleForTap(linkOpener);
const ignore = () => undefined;

/** Any status but 21 with a playeduL replaces the page with that link (through the URL guard). */
function useRedirect(order: LoanDetails | undefined, links: Links | undefined): boolean {
  const link = order ? redirectLink(order.orderStatus, order.playeduL) : undefined;
  useEffect(() => {
    if (link && links) links.openServerLink(link, { replace: true });
  }, [link, links]);
  // While the page is being replaced (or the guard that decides it is on its way), show the
  // skeleton rather than flash the order.
  return link !== undefined && (!links || links.guardUrl(link).kind === 'page');
}

function OrderDetail({
  order,
  orderId,
  productId,
  coupon,
}: {
  order: LoanDetails;
  orderId: string;
  productId: string;
  /** This link's coupon for the order, handed on to its repayment screen. */
  coupon: OrderParams;
}) {
  const navigate = useNavigate();
  const [ratingOpen, setRatingOpen] = useState(false);
  const [cardNeedPop, setCardNeedPop] = useState(order.cardNeedPop);
  const [rewithdrawOpen, setRewithdrawOpen] = useState(order.reyMsg.trim() !== '');
  const { busy, take, release } = useTapGuard();
  const actions = orderActions(order.orderStatus, order.isDelay);
  const pageParams = { orderId, productId };

  useEffect(() => {
    if (order.isScore !== 1) return;
    const timer = setTimeout(() => setRatingOpen(true), RATING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [order.isScore]);

  function repay() {
    const target = repayTarget(order.h5Url);
    if (target.kind === 'screen')
      void navigate(withSession(target.path, { ...pageParams, ...coupon }));
    else void openerForTap().then((links) => links.openServerLink(target.url), ignore);
  }

  async function borrowAgain() {
    if (!take()) return;
    nativeActions.trackEvent(BORROW_AGAIN_EVENT.moduleId, BORROW_AGAIN_EVENT.positionId, {
      productId,
    });
    try {
      await saveEvent(productId, BORROW_AGAIN_EVENT.moduleId, BORROW_AGAIN_EVENT.positionId);
    } catch {
      // Analytics must never stop the borrower from borrowing again.
    }
    try {
      (await openerForTap()).openNativeLink(nativeProductDetail(config.schemeUrlPrefix, productId));
    } catch {
      // The toast said there is no connection; the button is free for another try.
    }
    release();
  }

  return (
    <Screen
      title={t.title}
      footer={
        actions.length > 0 ? (
          <OrderActions
            actions={actions}
            busy={busy}
            onRepay={repay}
            onRollover={() => void navigate(withSession('/repayDelay', pageParams))}
            onBorrowAgain={() => void borrowAgain()}
          />
        ) : undefined
      }
    >
      <StatusBanner
        status={order.orderStatus}
        title={order.noticeStatusText}
        description={order.noticeDesText}
      />
      <ProductHeaderCard
        label={t.productSection}
        logo={order.productLogo}
        title={order.productName}
        rows={order.userOrderDetail.detail}
      />
      <div className={styles.links}>
        {showMoreProductsLink(order.recProducts.length, order.inside) ? (
          <Link className={styles.textLink} to={withSession('/recommendList')}>
            {t.moreProducts}
          </Link>
        ) : null}
        {order.telephone ? (
          <button
            type="button"
            className={styles.textLink}
            onClick={() => nativeActions.callPhone(order.telephone)}
          >
            {t.help(order.telephone)}
          </button>
        ) : null}
      </div>

      {/* Each pop-up is mounted only for an order whose answer asks for it: its chunk is not
          downloaded on a visit that never shows it (issue 41, item 3). */}
      <Suspense fallback={null}>
        {order.isScore === 1 ? (
          <RatingDialog
            open={ratingOpen}
            productId={productId}
            orderId={orderId}
            onClose={() => setRatingOpen(false)}
          />
        ) : null}
        {order.reyMsg.trim() === '' ? null : (
          <RewithdrawDialog
            open={rewithdrawOpen}
            message={order.reyMsg}
            onCancel={() => {
              setRewithdrawOpen(false);
              nativeActions.goHome();
            }}
            onWithdraw={() => void navigate(withSession('/loanConfirm', { productId }))}
          />
        )}
        {order.cardNeedPop === 1 ? (
          <BankCardDialog
            open={cardNeedPop === 1}
            title={order.cardPopTitle}
            message={order.cardPopMsg}
            onClose={() => setCardNeedPop(0)}
            onBind={() =>
              void navigate(withSession('/bindCard', { ...pageParams, source: 'loanDetail' }))
            }
          />
        ) : null}
      </Suspense>
    </Screen>
  );
}
