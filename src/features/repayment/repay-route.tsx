import { screenPath } from '../../config/screen-for-path';
import { ProductHeaderCard } from '../../components/product-header-card/product-header-card';
import { Screen } from '../../components/screen/screen';
import { orderParams, withSession, type Session } from '../../lib/session/session';
import { useSession } from '../../lib/session/use-session';
import { repaymentStrings as t } from '../../strings/repayment';
import { useInstalmentDetail, type InstalmentDetail } from './api/loan-play-detail';
import { useRepayExtras } from './components/repay-extras';
import { RepayLoadState } from './components/repay-load-state';
import { RepayLink, RepayNotice, RepaySummary } from './components/repay-summary';
import { TipBanner } from './components/tip-banner';
import { FOLDED_ROWS, showsTip } from './rules/repay-screen-rules';
import { instalmentLoader } from './api/instalment-loader';

/** The endpoint whose answer the page may hand this screen before its first render. */
export const dataEndpoint = instalmentLoader.endpoint;

/** Instalment repayment (/repay, /whetherRepay). */
export default function RepayRoute() {
  const session = useSession();
  const { productId = '', orderId = '' } = session;
  const { data, error, mutate } = useInstalmentDetail(productId, orderId);
  if (!data) {
    return <RepayLoadState title={t.instalmentTitle} error={error} onRetry={() => void mutate()} />;
  }
  return <InstalmentView data={data} session={session} />;
}

function InstalmentView({ data, session }: { data: InstalmentDetail; session: Session }) {
  const { productId = '', orderId = '' } = session;
  const { payCodeCard, payButton, overlays, due } = useRepayExtras({
    kind: 'instalment',
    userId: session.userId ?? '',
    productId,
    orderId,
    amount: data.repayAmount,
    defDetail: data.defDetail,
    channels: data.repayList,
    repayDate: data.repayDate,
  });
  return (
    <Screen title={t.instalmentTitle} footer={payButton}>
      <RepaySummary
        heading={t.amountDue}
        amount={data.repayAmount}
        footnote={`${t.repaymentDate} ${data.repayDate}`}
        due={due}
      />
      {showsTip(data.isShowReyTop) ? (
        <TipBanner
          to={withSession(screenPath('providerInstructions'), { orderId, productId })}
          alt={t.tipImageAlt}
          words={t.tipWords}
        />
      ) : null}
      {payCodeCard}
      <ProductHeaderCard
        label={t.loanDetails}
        logo={data.productLogo}
        title={data.productName}
        rows={data.detail}
        fold={{ after: FOLDED_ROWS, more: t.more, hide: t.hide }}
      />
      <RepayNotice text={data.noticeMsg} />
      <RepayLink
        to={withSession(screenPath('cardRepayment'), {
          // This order's values from this screen's link, and the amount it shows.
          ...orderParams(session, ['orderId', 'productId', 'couponId', 'couponMoney']),
          withholdingAmount: data.repayAmount,
        })}
      >
        {t.payByCard}
      </RepayLink>
      {overlays}
    </Screen>
  );
}
