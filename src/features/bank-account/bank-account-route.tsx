import { useLocation, useSearchParams } from 'react-router';
import { Screen } from '../../components/screen/screen';
import { ErrorView, Skeleton } from '../../components/status-view/status-view';
import { errorMessage } from '../../lib/api/api-error';
import { orderParams } from '../../lib/session/session';
import { useSession } from '../../lib/session/use-session';
import { bankAccount } from '../../strings/bank-account';
import { common } from '../../strings/common';
import { useBindCardInit } from './api/bind-card-init';
import { BankForm } from './components/bank-form';
import { LOAN_DETAIL_SOURCE, PAYWAY_SOURCE, type BindingReturn } from './finish-binding';
import { useStartBank } from './use-start-bank';
import { bankFormLoader } from './api/bank-form-loader';

/** The endpoint whose answer the page may hand this screen before its first render. */
export const dataEndpoint = bankFormLoader.endpoint;

/**
 * `/bindCard`, `/bindBank` (and legacy `#/addnormalcard`): 'Payment account information'. From
 * the card repayment page (`from=payway` with its order) the same form binds a card to pay with,
 * and leads back to that payment (docs/decisions/bank-card-for-paying.md).
 */
export default function BankAccountRoute() {
  const session = useSession();
  const [query] = useSearchParams();
  // The card repayment page's own state, handed back with the return to it.
  const { state } = useLocation();
  const productId = session.productId ?? '';
  const { data, error, isLoading, mutate } = useBindCardInit(productId);
  useStartBank();
  const order = orderParams(session);
  let next: BindingReturn = { to: 'close' };
  if (query.get('from') === PAYWAY_SOURCE && order.orderId) next = { to: 'payment', order, state };
  else if (query.get('source') === LOAN_DETAIL_SOURCE) next = { to: 'loanDetail', order };

  if (data) {
    return (
      <BankForm
        items={data.items}
        productId={productId}
        requestedCardType={query.get('cardType')}
        next={next}
      />
    );
  }
  return (
    <Screen title={next.to === 'payment' ? bankAccount.payingTitle : bankAccount.title}>
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
