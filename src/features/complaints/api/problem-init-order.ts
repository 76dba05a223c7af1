import type * as v from 'valibot';
import type { ComplaintOrderSchema } from '../../../contract/complaint-types';
import { loaderInputOrNull } from '../../../contract/screen-loader';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { complaintStartLoader } from './complaint-start-loader';

export type ComplaintOrder = v.InferOutput<typeof ComplaintOrderSchema>;

/**
 * The types, the selected order and every order; without an order id the server selects the
 * newest. The screen shows a failed load itself.
 */
export function useProblemInitOrder(orderId: string) {
  // Without an order: the newest, which the server selects (not the loader call started early).
  const input = loaderInputOrNull(complaintStartLoader, { orderId }) ?? {};
  return useApiQuery(complaintStartLoader.endpoint, input, { toast: false });
}
