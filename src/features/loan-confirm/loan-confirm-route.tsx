import { ScreenLoader } from '../../components/data-view/data-view';
import { useState } from 'react';
import { RegulatoryDisclosure } from '../../components/disclosure/regulatory-disclosure';
import { Card, Screen } from '../../components/screen/screen';
import { Skeleton } from '../../components/status-view/status-view';
import { nativeActions } from '../../lib/bridge/native-actions';
import { formatMoney } from '../../lib/format/money';
import { useSession } from '../../lib/session/use-session';
import { loanConfirmStrings as t } from '../../strings/loan-confirm';
import { fetchContractUrl } from './api/contract-jump';
import { useContractList } from './api/contract-list';
import { useLoanConfirm, type LoanConfirm } from './api/loan-confirm-detail';
import { pushLoan } from './api/loan-push';
import { AgreementBlock } from './components/agreement-block';
import { BackPressDialog } from './components/back-press-dialog';
import { NextButton } from './components/next-button';
import { DetailCard, PlanCard } from './components/loan-sections';
import { ForcedAgreementDialog } from './components/forced-agreement-dialog';
import { agreementList, canGoNext, loanTermDays } from './confirm-rules';
import { useBackPressPrompt } from './use-back-press-prompt';
import { useConfirmSubmit } from './use-confirm-submit';
import { openAgreement } from './use-open-agreement';
import styles from './loan-confirm.module.css';

export default function LoanConfirmRoute() {
  const session = useSession();
  const productId = session.productId ?? '';
  const swr = useLoanConfirm(productId);

  return (
    <ScreenLoader
      title={t.title}
      missing={productId ? null : t.missingProduct}
      state={swr}
      skeleton={<Skeleton rows={8} height={28} />}
    >
      {(loan) => (
        <LoanConfirmView loan={loan} productId={productId} orderId={session.orderId ?? ''} />
      )}
    </ScreenLoader>
  );
}

function LoanConfirmView({
  loan,
  productId,
  orderId,
}: {
  loan: LoanConfirm;
  productId: string;
  orderId: string;
}) {
  const contracts = useContractList(productId);
  const agreements = agreementList(contracts);
  const [checked, setChecked] = useState(true);
  const [forcedOpen, setForcedOpen] = useState(loan.popAgreementUrl.trim() !== '');
  const backPress = useBackPressPrompt(loan.isPopType === 1);
  const { busy, submit } = useConfirmSubmit(
    () =>
      pushLoan({ amount: loan.amount, periods: loan.periods, termUnit: loan.termUnit, productId }),
    { event: 'loanConfirmNext', productId, amount: loan.amount },
  );
  const canGo = canGoNext(agreements, checked);
  const count = loan.repay_plans.length;

  return (
    <Screen
      title={t.title}
      footer={
        <NextButton enabled={canGo} busy={busy} onNext={() => void submit()}>
          {t.next}
        </NextButton>
      }
    >
      <Card className={styles.summary} label={t.lender}>
        <div className={styles.lender}>
          {loan.comProductLogo ? (
            <img className={styles.logo} src={loan.comProductLogo} alt="" width={32} height={32} />
          ) : null}
          <h2>{loan.comProductName}</h2>
        </div>
        <p className={styles.amount}>{formatMoney(loan.amount)}</p>
        <div className={styles.facts}>
          <span className={styles.fact}>
            {t.loanTerm(loanTermDays(loan.periods, loan.termUnit))}
          </span>
          <span className={styles.fact}>{t.interestRate(loan.pRateDsc)}</span>
        </div>
      </Card>
      <DetailCard title={t.detail} rows={loan.details} />
      <PlanCard
        title={t.paymentPlan}
        rows={loan.repay_plans.map((plan, index) => ({
          key: `${plan.pay_time}-${index}`,
          amount: formatMoney(plan.amount),
          index: t.planNumber(index + 1, count),
          date: `${t.repaymentDate} ${plan.pay_time}`,
        }))}
      />
      <AgreementBlock
        label={t.agree}
        list={agreements}
        checked={checked}
        onToggle={setChecked}
        onOpen={(position) => openAgreement(() => fetchContractUrl(productId, position, orderId))}
        onRetry={() => void contracts.mutate()}
      />
      <RegulatoryDisclosure advice />

      <ForcedAgreementDialog
        open={forcedOpen}
        url={loan.popAgreementUrl}
        onAgree={() => setForcedOpen(false)}
        onCancel={() => nativeActions.closeWebView()}
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
