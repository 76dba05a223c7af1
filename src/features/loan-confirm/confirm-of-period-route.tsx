import { ScreenLoader } from '../../components/data-view/data-view';
import { Skeleton } from '../../components/status-view/status-view';
import { useSession } from '../../lib/session/use-session';
import { loanConfirmStrings as t } from '../../strings/loan-confirm';
import { fetchPeriodAgreementUrl } from './api/period-agreement-link';
import { usePeriodAgreements } from './api/period-agreements';
import { usePeriodLoan, type PeriodLoan } from './api/period-loan';
import { pushPeriodLoan } from './api/period-push';
import { LoanConfirmView } from './components/loan-confirm-view';
import { agreementList } from './confirm-rules';
import { mapPeriodLoan } from './map-period-loan';
import { useConfirmSubmit } from './use-confirm-submit';
import { openAgreement } from './use-open-agreement';

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
      {(loan) => (
        <PeriodConfirmScreen loan={loan} productId={productId} orderId={session.orderId ?? ''} />
      )}
    </ScreenLoader>
  );
}

function PeriodConfirmScreen({
  loan,
  productId,
  orderId,
}: {
  loan: PeriodLoan;
  productId: string;
  orderId: string;
}) {
  const model = mapPeriodLoan(loan);
  // Asked for once the loan has loaded, as before: Next waits for it (confirm-rules.ts).
  const agreements = usePeriodAgreements(productId);
  const { busy, submit } = useConfirmSubmit(() => pushPeriodLoan({ ...model.terms, productId }), {
    event: 'loanConfirmNext',
    productId,
    amount: model.terms.amount,
  });

  return (
    <LoanConfirmView
      model={model}
      agreements={agreementList(agreements)}
      busy={busy}
      onNext={() => void submit()}
      onOpenAgreement={(position) =>
        openAgreement(() => fetchPeriodAgreementUrl(productId, position, orderId))
      }
      onRetryAgreements={() => void agreements.mutate()}
    />
  );
}
