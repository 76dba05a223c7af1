import type * as v from 'valibot';
import { problemInitOrder, type ComplaintOrderSchema } from '../../../contract/complaint-types';
import { useApiQuery } from '../../../lib/api/use-api-query';

export type ComplaintOrder = v.InferOutput<typeof ComplaintOrderSchema>;

/**
 * The types, the selected order and every order; without an order id the server selects the
 * newest. The screen shows a failed load itself.
 */
export function useProblemInitOrder(orderId: string) {
  return useApiQuery(problemInitOrder, orderId ? { orderId } : {}, { toast: false });
}
