import type { SWRResponse } from 'swr';
import { ScreenDataView } from '../../components/data-view/data-view';
import { Skeleton } from '../../components/status-view/status-view';
import { useSession } from '../../lib/session/use-session';
import { loanConfirmStrings as t } from '../../strings/loan-confirm';
import type { Agreement } from './api/contract-list';
import type { LoanPushPayload } from './api/loan-push';
import { LoanConfirmView } from './components/loan-confirm-view';
import { agreementList } from './confirm-rules';
import type { ConfirmViewModel } from './confirm-view-model';
import { useConfirmSubmit } from './use-confirm-submit';
import { openAgreement } from './use-open-agreement';

/**
 * One loan confirmation's calls: V3 on the new-style calls, or the older V32 on the '00'
 * form-style ones. Both screens draw the same view from them (ConfirmRoute).
 */
export interface ConfirmCalls<Loan> {
  title: string;
  useLoan: (productId: string) => SWRResponse<Loan, unknown>;
  toModel: (loan: Loan) => ConfirmViewModel;
  /** Asked for once the loan has loaded, as before: Next waits for it (confirm-rules.ts). */
  useAgreements: (productId: string) => SWRResponse<Agreement[], unknown>;
  push: (payload: LoanPushPayload) => Promise<string>;
  agreementUrl: (productId: string, position: number, orderId: string) => Promise<string>;
}

/** A loan confirmation screen: the offer, its agreements and Next, on one version's calls. */
export function ConfirmRoute<Loan>({ calls }: { calls: ConfirmCalls<Loan> }) {
  const session = useSession();
  const productId = session.productId ?? '';
  const swr = calls.useLoan(productId);

  return (
    <ScreenDataView
      title={calls.title}
      missing={productId ? null : t.missingProduct}
      state={swr}
      skeleton={<Skeleton rows={8} height={28} />}
    >
      {(loan) => (
        <ConfirmScreen
          calls={calls}
          loan={loan}
          productId={productId}
          orderId={session.orderId ?? ''}
        />
      )}
    </ScreenDataView>
  );
}

function ConfirmScreen<Loan>({
  calls,
  loan,
  productId,
  orderId,
}: {
  calls: ConfirmCalls<Loan>;
  loan: Loan;
  productId: string;
  orderId: string;
}) {
  const model = calls.toModel(loan);
  const agreements = calls.useAgreements(productId);
  const { busy, submit } = useConfirmSubmit(() => calls.push({ ...model.terms, productId }), {
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
        openAgreement(() => calls.agreementUrl(productId, position, orderId))
      }
      onRetryAgreements={() => void agreements.mutate()}
    />
  );
}
