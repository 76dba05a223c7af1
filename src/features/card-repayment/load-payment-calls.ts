import { moduleForTap } from '../../lib/api/feedback';
import { loadModule } from '../../lib/react/loaded-component';

const paymentCalls = () => import('./payment-calls');

export type PaymentCalls = Awaited<ReturnType<typeof paymentCalls>>;

/**
 * The payment calls; the same promise for every caller of the page (fetched once). Asked for with
 * the screen, not on intent: Pay is what this screen is for, and the moment of paying at a store
 * counter waits for no download.
 */
export function loadPaymentCalls(): Promise<PaymentCalls> {
  return loadModule(paymentCalls);
}

/**
 * The payment calls, for a step about to run. When their code cannot be fetched the borrower is
 * told there is no connection and the promise rejects: the step has saved and sent nothing.
 */
export function paymentCallsForStep(): Promise<PaymentCalls> {
  return moduleForTap(paymentCalls);
}
