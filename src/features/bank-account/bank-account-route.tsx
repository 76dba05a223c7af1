import { useSearchParams } from 'react-router';
import { Screen } from '../../components/screen/screen';
import { ErrorView, Skeleton } from '../../components/status-view/status-view';
import { errorMessage } from '../../lib/api/api-error';
import { useSession } from '../../lib/session/use-session';
import { bankAccount } from '../../strings/bank-account';
import { common } from '../../strings/common';
import { useBindCardInit } from './api/bind-card-init';
import { BankForm } from './components/bank-form';
import { LOAN_DETAIL_SOURCE } from './finish-binding';
import { useStartBank } from './use-start-bank';

/** `/bindCard`, `/bindBank` (and legacy `#/addnormalcard`): 'Payment account information'. */
export default function BankAccountRoute() {
  const session = useSession();
  const [query] = useSearchParams();
  const productId = session.productId ?? '';
  const { data, error, isLoading, mutate } = useBindCardInit(productId);
  useStartBank();

  if (data) {
    return (
      <BankForm
        items={data.items}
        productId={productId}
        orderId={session.orderId ?? ''}
        requestedCardType={query.get('cardType')}
        fromLoanDetail={query.get('source') === LOAN_DETAIL_SOURCE}
      />
    );
  }
  return (
    <Screen title={bankAccount.title}>
      {error && !isLoading ? (
        <ErrorView
          heading={bankAccount.loadFailed}
          message={errorMessage(error, common.genericFailure)}
          onRetry={() => void mutate()}
        />
      ) : (
        <Skeleton rows={6} height={48} />
      )}
    </Screen>
  );
}
