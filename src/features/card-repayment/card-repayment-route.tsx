import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../components/button/button';
import { isApiError } from '../../lib/api/api-error';
import { nativeActions } from '../../lib/bridge/native-actions';
import { Card, Screen } from '../../components/screen/screen';
import { ErrorView, Skeleton } from '../../components/status-view/status-view';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/format/money';
import { orderParams, withSession } from '../../lib/session/session';
import { useSession } from '../../lib/session/use-session';
import { showLoading, showToast } from '../../lib/toast/toast';
import { common } from '../../strings/common';
import { cardRepaymentStrings as t } from '../../strings/card-repayment';
import { commitRepayment } from './api/repayment-commit';
import { confirmRepayment } from './api/repayment-confirm';
import { useRepaymentWay, type BankCard, type RepaymentWay } from './api/repayment-way';
import { CardList } from './components/card-list';
import { SmsDialog } from './components/sms-dialog';
import { SubmittedView } from './components/submitted-view';
import {
  amountToPay,
  cardErrorMessage,
  codeError,
  CODES,
  offersOnlinePayment,
  REFLECT_MINUTES,
  RESEND_SECONDS,
} from './rules/card-repayment-rules';
import { attemptFor, loadAttempt, markSubmitted, saveAttempt } from './rules/payment-attempt';
import { useCountdown } from './use-countdown';
import styles from './card-repayment.module.css';

/** Card repayment (/repayment, /chooseRepayment): cards, pay, SMS verification. */
export default function CardRepaymentRoute() {
  const session = useSession();
  const orderId = session.orderId ?? '';
  const [submitted, setSubmitted] = useState(() => loadAttempt(orderId)?.submittedAt !== undefined);
  const loanHref = withSession(paths.orderDetail.path, {
    productId: session.productId,
    orderId,
  });
  const { data, error, mutate } = useRepaymentWay(orderId, !submitted);

  let body;
  if (submitted) body = <SubmittedView loanHref={loanHref} />;
  else if (error)
    body = <ErrorView message={cardErrorMessage('way', error)} onRetry={() => void mutate()} />;
  else if (!data)
    body = (
      <>
        <Skeleton rows={1} height={96} />
        <Skeleton rows={3} height={64} />
      </>
    );
  else
    body = (
      <CardPayment
        way={data}
        orderId={orderId}
        loanHref={loanHref}
        onSubmitted={() => setSubmitted(true)}
      />
    );
  return <Screen title={t.title}>{body}</Screen>;
}

function CardPayment({
  way,
  orderId,
  loanHref,
  onSubmitted,
}: {
  way: RepaymentWay;
  orderId: string;
  loanHref: string;
  onSubmitted: () => void;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const countdown = useCountdown(RESEND_SECONDS);
  const cards = way.bankCards ?? [];
  const amount = amountToPay(way.repayAmount, session.withholdingAmount);
  const [selectedId, setSelectedId] = useState<string | null>(() => {
    const stored = loadAttempt(orderId);
    return stored?.repayRecordId && cards.some((card) => card.id === stored.cardId)
      ? stored.cardId
      : null;
  });
  const [verifying, setVerifying] = useState(false);
  const [code, setCode] = useState('');
  const [paying, setPaying] = useState(false);
  const [resending, setResending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const selected: BankCard | undefined = cards.find((card) => card.id === selectedId);

  function finish() {
    markSubmitted(orderId);
    setVerifying(false);
    countdown.reset();
    showToast(`${t.submittedTitle}. ${t.submittedBody(REFLECT_MINUTES)}`);
    onSubmitted();
    // Close the native repayment dialog (not on iOS), then show the order detail.
    nativeActions.dismissRepayDialog();
    navigate(loanHref, { replace: true });
  }

  async function commit(card: BankCard, sendMsg: 0 | 1) {
    if (amount === null) throw new Error('amount missing');
    const attempt = attemptFor(orderId, card.id);
    const result = await commitRepayment({
      amount,
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: session.couponId ?? null,
      orderId,
      repayToken: way.repayToken,
      bankCode: card.bankCode,
      sendMsg,
      idempotencyKey: attempt.key,
    });
    saveAttempt(orderId, { ...attempt, repayRecordId: result.repayRecordId });
    return result;
  }

  async function pay() {
    if (paying) return;
    if (!selected) {
      showToast(t.selectCardFirst);
      return;
    }
    setPaying(true);
    const hide = showLoading(common.loading);
    try {
      const result = await commit(selected, 0);
      hide();
      if (result.needValid === 1) {
        setCode('');
        setVerifying(true);
        countdown.start();
        showToast(t.codeSent);
      } else {
        finish();
      }
    } catch (failure) {
      hide();
      showToast(cardErrorMessage('commit', failure));
      countdown.reset();
      // A repeat of a payment that waits for its code: let the borrower finish that one.
      if (isApiError(failure) && failure.code === CODES.repeated) {
        if (loadAttempt(orderId)?.repayRecordId) setVerifying(true);
      }
    } finally {
      setPaying(false);
    }
  }

  async function resend() {
    if (resending || countdown.running || !selected) return;
    setResending(true);
    try {
      await commit(selected, 1);
      countdown.start();
      showToast(t.codeSent);
    } catch (failure) {
      showToast(cardErrorMessage('commit', failure));
      countdown.reset();
    } finally {
      setResending(false);
    }
  }

  async function confirm() {
    if (confirming) return;
    const invalid = codeError(code);
    if (invalid) {
      showToast(invalid);
      return;
    }
    const recordId = loadAttempt(orderId)?.repayRecordId;
    if (!recordId) return;
    setConfirming(true);
    const hide = showLoading(common.loading);
    try {
      await confirmRepayment({ orderId, verifyCode: code.trim(), repaymentRecordId: recordId });
      hide();
      finish();
    } catch (failure) {
      hide();
      showToast(cardErrorMessage('confirm', failure));
    } finally {
      setConfirming(false);
    }
  }

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
      <CardList cards={cards} selectedId={selectedId} onSelect={setSelectedId} />
      <nav className={styles.links} aria-label={t.otherWays}>
        <Link
          className={styles.link}
          to={withSession(paths.bankAccount.path, { ...bindParams, cardType: 1 })}
        >
          {t.bindCard}
        </Link>
        {offersOnlinePayment(way.alipay) ? (
          <Link className={styles.link} to={withSession(paths.onlinePayment.path, linkParams)}>
            {t.payOnline}
          </Link>
        ) : null}
      </nav>
      <div className={styles.footer}>
        <Button block busy={paying} disabled={amount === null} onClick={() => void pay()}>
          {t.pay}
        </Button>
      </div>
      <SmsDialog
        open={verifying}
        cardLabel={selected ? `${selected.bankName} ${selected.cardNo}` : ''}
        code={code}
        onCodeChange={setCode}
        remaining={countdown.remaining}
        onResend={() => void resend()}
        resending={resending}
        onConfirm={() => void confirm()}
        confirming={confirming}
        onCancel={() => {
          setVerifying(false);
          countdown.reset();
        }}
      />
    </>
  );
}
