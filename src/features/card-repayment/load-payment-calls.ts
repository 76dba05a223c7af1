import { moduleForTap } from '../../lib/api/feedback';
import { loadModule, warmModule } from '../../lib/react/loaded-component';

const paymentCalls = () => import('./payment-calls');

export type PaymentCalls = Awaited<ReturnType<typeof paymentCalls>>;

/** The payment calls; the same promise for every caller of the page (fetched once). */
export function loadPaymentCalls(): Promise<PaymentCalls> {
  return loadModule(paymentCalls);
}

/** Fetches the payment calls when the borrower shows intent (`warmModule`). */
export function warmPaymentCalls(): void {
  warmModule(paymentCalls);
}

/**
 * The payment calls, for a step about to run. When their code cannot be fetched the borrower is
 * told there is no connection and the promise rejects: the step has saved and sent nothing.
 */
export function paymentCallsForStep(): Promise<PaymentCalls> {
  return moduleForTap(paymentCalls);
}
