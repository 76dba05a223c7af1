import { ScreenLoader } from '../../components/data-view/data-view';
import { Skeleton } from '../../components/status-view/status-view';
import { useSession } from '../../lib/session/use-session';
import { loanConfirmStrings as t } from '../../strings/loan-confirm';
import { fetchContractUrl } from './api/contract-jump';
import { useContractList } from './api/contract-list';
import { useLoanConfirm, type LoanConfirm } from './api/loan-confirm-detail';
import { pushLoan } from './api/loan-push';
import { LoanConfirmView } from './components/loan-confirm-view';
import { agreementList } from './confirm-rules';
import { mapLoanConfirm } from './map-loan-confirm';
import { useConfirmSubmit } from './use-confirm-submit';
import { openAgreement } from './use-open-agreement';

/** Loan confirmation V3 on the new-style calls. */
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
        <LoanConfirmScreen loan={loan} productId={productId} orderId={session.orderId ?? ''} />
      )}
    </ScreenLoader>
  );
}

function LoanConfirmScreen({
  loan,
  productId,
  orderId,
}: {
  loan: LoanConfirm;
  productId: string;
  orderId: string;
}) {
  const model = mapLoanConfirm(loan);
  // Asked for once the loan has loaded, as before: Next waits for it (confirm-rules.ts).
  const contracts = useContractList(productId);
  const { busy, submit } = useConfirmSubmit(() => pushLoan({ ...model.terms, productId }), {
    event: 'loanConfirmNext',
    productId,
    amount: model.terms.amount,
  });

  return (
    <LoanConfirmView
      model={model}
      agreements={agreementList(contracts)}
      busy={busy}
      onNext={() => void submit()}
      onOpenAgreement={(position) =>
        openAgreement(() => fetchContractUrl(productId, position, orderId))
      }
      onRetryAgreements={() => void contracts.mutate()}
    />
  );
}
