import { repaymentWay } from '../../../contract/card-repayment';
import type { DataOf } from '../../../contract/endpoint';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { loaderInput } from '../../../contract/screen-loader';
import { repaymentWayLoader } from './repayment-way-loader';

export type RepaymentWay = DataOf<typeof repaymentWay>;
export type BankCard = RepaymentWay['bankCards'][number];

export function fetchRepaymentWay(orderId: string) {
  return callEndpoint(repaymentWay, { orderId });
}

/** The cards and a repay token; the screen shows a failed load itself. */
export function useRepaymentWay(orderId = '', enabled = true) {
  return useApiQuery(repaymentWay, enabled ? loaderInput(repaymentWayLoader, { orderId }) : null, {
    toast: false,
    // A new token each load would invalidate one in use: never refetch behind the borrower.
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
}
