import { screenPath } from '../../config/screen-for-path';
import { ProductHeaderCard } from '../../components/product-header-card/product-header-card';
import { Screen } from '../../components/screen/screen';
import { formatMoney } from '../../lib/format/money';
import { withSession, type Session } from '../../lib/session/session';
import { useSession } from '../../lib/session/use-session';
import { repaymentStrings as t } from '../../strings/repayment';
import { useRolloverDetail, type RolloverDetail } from './api/rollover-detail';
import { useRepayExtras } from './components/repay-extras';
import { RepayLoadState } from './components/repay-load-state';
import { RepayNotice, RepaySummary } from './components/repay-summary';
import { TipBanner } from './components/tip-banner';
import { showsTip } from './rules/repay-screen-rules';
import styles from './repay-delay-route.module.css';
import { rolloverLoader } from './api/rollover-loader';

/** The endpoint whose answer the page may hand this screen before its first render. */
export const dataEndpoint = rolloverLoader.endpoint;

/** Rollover (delay) repayment (/repayDelay). */
export default function RepayDelayRoute() {
  const session = useSession();
  const { productId = '', orderId = '' } = session;
  const { data, error, mutate } = useRolloverDetail(productId, orderId);
  if (!data) {
    return <RepayLoadState title={t.rolloverTitle} error={error} onRetry={() => void mutate()} />;
  }
  return <RolloverView data={data} session={session} />;
}

function RolloverView({ data, session }: { data: RolloverDetail; session: Session }) {
  const { productId = '', orderId = '' } = session;
  const amount = data.delayInfo.delayAmount;
  const { payCodeCard, payButton, overlays, due } = useRepayExtras({
    kind: 'rollover',
    userId: session.userId ?? '',
    productId,
    orderId,
    amount,
    defDetail: data.defDetail,
    channels: data.repayList,
    repayDate: data.repayDate,
    plan: data.repayPlan,
  });
  return (
    <Screen title={t.rolloverTitle} footer={payButton}>
      <RepaySummary
        heading={data.delayInfo.title || t.rolloverTitle}
        amount={amount}
        footnote={
          <>
            {t.nextPaymentDateLead} <span className={styles.nowrap}>{data.repayDate}</span>
          </>
        }
        due={due}
      />
      {showsTip(data.isShowReyTop) ? (
        <TipBanner
          to={withSession(screenPath('rolloverInstructions'), { orderId, productId })}
          alt={t.rolloverTipImageAlt}
          words={t.rolloverTipWords}
        />
      ) : null}
      {payCodeCard}
      <ProductHeaderCard
        label={t.plan}
        logo={data.productLogo}
        title={t.plan}
        caption={data.productName}
      >
        <ol className={styles.plan}>
          {data.repayPlan.map((row) => (
            <li key={`${row.title}-${row.time}`} className={styles.row}>
              <div>
                <p className={styles.title}>{row.title}</p>
                <p className={styles.remark}>{row.remark}</p>
              </div>
              <div className={styles.right}>
                <p className={styles.amount}>{formatMoney(row.amount)}</p>
                <p className={styles.remark}>{row.time}</p>
              </div>
            </li>
          ))}
        </ol>
      </ProductHeaderCard>
      <RepayNotice text={data.noticeMsg} />
      {overlays}
    </Screen>
  );
}
