import { ScreenLoader } from '../../components/data-view/data-view';
import { useState } from 'react';
import { RegulatoryDisclosure } from '../../components/disclosure/regulatory-disclosure';
import { Card, Screen } from '../../components/screen/screen';
import { Skeleton } from '../../components/status-view/status-view';
import { formatMoney } from '../../lib/format/money';
import { useSession } from '../../lib/session/use-session';
import { loanConfirmStrings as t } from '../../strings/loan-confirm';
import { fetchPeriodAgreementUrl } from './api/period-agreement-link';
import { usePeriodAgreements } from './api/period-agreements';
import { usePeriodLoan, type PeriodLoan } from './api/period-loan';
import { pushPeriodLoan } from './api/period-push';
import { AgreementBlock } from './components/agreement-block';
import { BackPressDialog } from './components/back-press-dialog';
import { NextButton } from './components/next-button';
import { DetailCard, PlanCard } from './components/loan-sections';
import { PromoDialog } from './components/promo-dialog';
import { agreementList, canGoNext, currencyFor } from './confirm-rules';
import { useBackPressPrompt } from './use-back-press-prompt';
import { useConfirmSubmit } from './use-confirm-submit';
import { openAgreement } from './use-open-agreement';
import styles from './loan-confirm.module.css';

/** The older loan confirmation (V32) on the '00' form-style calls. */
export default function ConfirmOfPeriodRoute() {
  const session = useSession();
  const productId = session.productId ?? '';
  const swr = usePeriodLoan(productId);

  return (
    <ScreenLoader
      title={t.periodTitle}
      missing={productId ? null : t.missingProduct}
      state={swr}
      skeleton={<Skeleton rows={8} height={28} />}
    >
      {(loan) => <PeriodView loan={loan} productId={productId} orderId={session.orderId ?? ''} />}
    </ScreenLoader>
  );
}

function PeriodView({
  loan,
  productId,
  orderId,
}: {
  loan: PeriodLoan;
  productId: string;
  orderId: string;
}) {
  const periodAgreements = usePeriodAgreements(productId);
  const agreements = agreementList(periodAgreements);
  const [checked, setChecked] = useState(true);
  const [promoOpen, setPromoOpen] = useState(loan.promoShow === 1);
  const backPress = useBackPressPrompt(loan.isPopType === 1);
  const currency = currencyFor(loan.currencyFlag);
  const { busy, submit } = useConfirmSubmit(
    () =>
      pushPeriodLoan({
        amount: loan.loanAmount,
        periods: loan.periods,
        termUnit: loan.termUnit,
        productId,
      }),
    { event: 'loanConfirmNext', productId, amount: loan.loanAmount },
  );
  const canGo = canGoNext(agreements, checked);

  return (
    <Screen
      title={t.periodTitle}
      footer={
        <NextButton enabled={canGo} busy={busy} onNext={() => void submit()}>
          {loan.buttonText}
        </NextButton>
      }
    >
      <Card className={styles.summary} label={t.loanAmount}>
        <h2 className={styles.amountLabel}>{t.loanAmount}</h2>
        <p className={styles.amount}>{formatMoney(loan.loanAmount, currency)}</p>
        <div className={styles.facts}>
          <span className={styles.fact}>
            {t.firstRepaymentDate} {loan.firstRepayDate}
          </span>
        </div>
      </Card>
      <DetailCard title={t.detailed} rows={loan.detailed} />
      <PlanCard
        title={t.plan}
        rows={loan.plan.map((row, index) => ({
          key: `${row.period}-${index}`,
          amount: formatMoney(row.amount, currency),
          index: row.period,
          date: row.date,
        }))}
      />
      <AgreementBlock
        label={t.agreeAbove}
        list={agreements}
        checked={checked}
        onToggle={setChecked}
        onRetry={() => void periodAgreements.mutate()}
        onOpen={(position) =>
          openAgreement(() => fetchPeriodAgreementUrl(productId, position, orderId))
        }
      />
      <RegulatoryDisclosure advice />

      <PromoDialog
        open={promoOpen}
        image={loan.promoImage}
        message={loan.promoMessage}
        buttonText={loan.buttonText}
        busy={busy}
        onClose={() => setPromoOpen(false)}
        onAction={() => {
          if (canGo) void submit();
          else setPromoOpen(false);
        }}
      />
      <BackPressDialog
        open={backPress.open}
        title={loan.popTitle}
        content={loan.popContent}
        onStay={backPress.stay}
        onLeave={backPress.leave}
      />
    </Screen>
  );
}
