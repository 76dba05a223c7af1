import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../components/link/link';
import { Button } from '../../components/button/button';
import { Card, Screen } from '../../components/screen/screen';
import { DataView } from '../../components/data-view/data-view';
import { Skeleton } from '../../components/status-view/status-view';
import { screenPath } from '../../config/screen-for-path';
import { nativeActions } from '../../lib/bridge/native-actions';
import { formatMoney } from '../../lib/format/money';
import { orderParams, withSession } from '../../lib/session/session';
import { useSession } from '../../lib/session/use-session';
import { loadedExport } from '../../lib/react/loaded-component';
import { cardRepaymentStrings as t } from '../../strings/card-repayment';
import { useRepaymentWay, type RepaymentWay } from './api/repayment-way';
import { CardList } from './components/card-list';
import { liveAttempt } from './rules/attempt-state';
import { amountToPay, cardErrorMessage, offersOnlinePayment } from './rules/card-repayment-rules';
import { loadAttempt } from './rules/payment-attempt';
import { cardBinding } from './rules/card-binding';
import { useBoundCard } from './use-bound-card';
import { useCardPayment } from './use-card-payment';
import styles from './card-repayment.module.css';
import { repaymentWayLoader } from './api/repayment-way-loader';

/** The endpoint whose answer the page may hand this screen before its first render. */
export const dataEndpoint = repaymentWayLoader.endpoint;

// The code dialog opens after 'Pay': its chunk is asked for while the screen renders, not
// waited for (docs/decisions/first-paint.md).
const SmsDialog = loadedExport(() => import('./components/sms-dialog'), 'SmsDialog');
// A loan paid from this device, or an answer being recovered: not what a first visit shows.
const SubmittedView = loadedExport(() => import('./components/submitted-view'), 'SubmittedView');
const RecoveryPanel = loadedExport(() => import('./components/recovery-panel'), 'RecoveryPanel');
// A link without the amount to a lender that does not answer it: rare, never a first visit's.
const MissingAmount = loadedExport(() => import('./components/missing-amount'), 'MissingAmount');

function WaySkeleton() {
  return (
    <>
      <Skeleton rows={1} height={96} />
      <Skeleton rows={3} height={64} />
    </>
  );
}

/** Card repayment (/repayment, /chooseRepayment): cards, pay, SMS verification. */
export default function CardRepaymentRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const orderId = session.orderId ?? '';
  const loanHref = withSession(screenPath('orderDetail'), {
    productId: session.productId,
    orderId,
  });
  // A loan paid from this device shows its note without asking for a new repay token. The cards
  // load while a lost answer is being recovered too: the resend needs the token and cards.
  const [paidBefore] = useState(
    () => liveAttempt(loadAttempt(orderId), Date.now())?.state === 'submitted',
  );
  const way = useRepaymentWay(orderId, !paidBefore);
  const { data } = way;
  const payment = useCardPayment({
    orderId,
    productId: session.productId ?? '',
    way: data,
    withholdingAmount: session.withholdingAmount,
    couponId: session.couponId,
    onPaid: () => {
      // Close the native repayment dialog (not on iOS), then show the order detail.
      nativeActions.dismissRepayDialog();
      void navigate(loanHref, { replace: true });
    },
  });
  const { mode } = payment;
  // Back from binding a card for this payment: the new card listed and chosen.
  useBoundCard(way, payment.setSelectedId);

  let body;
  if (mode.kind === 'submitted')
    body = (
      <Suspense fallback={<WaySkeleton />}>
        <SubmittedView loanHref={loanHref} />
      </Suspense>
    );
  else if (mode.kind !== 'ready' && !data)
    body = (
      <Suspense fallback={null}>
        <RecoveryPanel mode={mode} onCheckAgain={() => void payment.checkAgain()} />
      </Suspense>
    );
  else
    body = (
      // No cards is not empty here: the list says so and still offers to bind a card.
      <DataView
        state={way}
        describeError={(error) => cardErrorMessage('way', error)}
        skeleton={<WaySkeleton />}
      >
        {(loaded) => <CardPayment way={loaded} payment={payment} loanHref={loanHref} />}
      </DataView>
    );
  return <Screen title={t.title}>{body}</Screen>;
}

function CardPayment({
  way,
  payment,
  loanHref,
}: {
  way: RepaymentWay;
  payment: ReturnType<typeof useCardPayment>;
  loanHref: string;
}) {
  const session = useSession();
  const cards = way.bankCards ?? [];
  const amount = amountToPay(way.repayAmount, session.withholdingAmount);
  const selected = cards.find((card) => card.id === payment.selectedId);
  const { mode } = payment;
  // Nothing can be paid without the amount: say why, and the way to the loan's detail.
  if (amount === null && mode.kind === 'ready')
    return (
      <Suspense fallback={<WaySkeleton />}>
        <MissingAmount loanHref={loanHref} />
      </Suspense>
    );

  // SPEC.md section 2: this order's values from this screen's link, handed on explicitly.
  const linkParams = {
    ...orderParams(session, ['orderId', 'productId']),
    withholdingAmount: amount ?? undefined,
    from: 'payway',
  };
  const bindParams = { ...linkParams, ...orderParams(session, ['couponMoney', 'couponId']) };
  return (
    <>
      <Card className={styles.amountCard}>
        <h2 className={styles.amountLabel}>{t.amountToPay}</h2>
        <p className={styles.amount} data-testid="card-amount">
          {amount === null ? '—' : formatMoney(amount)}
        </p>
      </Card>
      <CardList
        cards={cards}
        selectedId={
          cards.some((card) => card.id === payment.selectedId) ? payment.selectedId : null
        }
        onSelect={payment.setSelectedId}
      />
      <nav className={styles.links} aria-label={t.otherWays}>
        <Link
          className={styles.link}
          to={withSession(screenPath('bankAccount'), { ...bindParams, cardType: 1 })}
          state={cardBinding(cards)}
        >
          {t.bindCard}
        </Link>
        {offersOnlinePayment(way.alipay) ? (
          <Link className={styles.link} to={withSession(screenPath('onlinePayment'), linkParams)}>
            {t.payOnline}
          </Link>
        ) : null}
      </nav>
      <div className={styles.footer}>
        {mode.kind === 'ready' ? (
          <Button block busy={payment.paying} onClick={() => void payment.pay()}>
            {t.pay}
          </Button>
        ) : mode.kind === 'submitted' ? null : (
          <Suspense fallback={null}>
            <RecoveryPanel mode={mode} onCheckAgain={() => void payment.checkAgain()} />
          </Suspense>
        )}
      </div>
      <Suspense fallback={null}>
        <SmsDialog
          open={payment.verifying}
          cardLabel={selected ? `${selected.bankName} ${selected.cardNo}` : ''}
          code={payment.code}
          onCodeChange={payment.setCode}
          remaining={payment.countdown.remaining}
          onResend={() => void payment.resend()}
          resending={payment.resending}
          onConfirm={() => void payment.confirm()}
          confirming={payment.confirming}
          onCancel={payment.cancelVerification}
        />
      </Suspense>
    </>
  );
}
