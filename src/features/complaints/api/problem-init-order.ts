import type * as v from 'valibot';
import type { ComplaintOrderSchema } from '../../../contract/complaint-types';
import { callInput } from '../../../contract/first-call';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { complaintStartCall } from './complaint-start-call';

export type ComplaintOrder = v.InferOutput<typeof ComplaintOrderSchema>;

/**
 * The types, the selected order and every order; without an order id the server selects the
 * newest. The screen shows a failed load itself.
 */
export function useProblemInitOrder(orderId: string) {
  // Without an order: the newest, which the server selects (not the first call started early).
  const input = callInput(complaintStartCall, { orderId }) ?? {};
  return useApiQuery(complaintStartCall.endpoint, input, { toast: false });
}
