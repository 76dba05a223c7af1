import useSWR from 'swr';
import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import { RepayCommonSchema } from './repayment-schemas';

/**
 * Rollover detail: POST /beautiful/memory. An obfuscated path of the older backend, so form
 * style with success '00' (docs/decisions/repayment-rollover-request-style.md).
 */
export const RolloverDetailSchema = v.object({
  ...RepayCommonSchema,
  delayInfo: v.object({ delayAmount: v.number(), title: v.optional(v.string(), '') }),
  repayPlan: v.optional(
    v.array(
      v.object({
        remark: v.optional(v.string(), ''),
        title: v.string(),
        amount: v.number(),
        time: v.string(),
      }),
    ),
    [],
  ),
});
export type RolloverDetail = v.InferOutput<typeof RolloverDetailSchema>;

export function fetchRolloverDetail(productId: string, orderId: string) {
  return request({
    path: '/beautiful/memory',
    style: 'form',
    success: 'double-zero',
    body: { productId, orderId },
    schema: RolloverDetailSchema,
  });
}

export function rolloverDetailKey(productId = '', orderId = '') {
  return ['beautiful-memory', productId, orderId] as const;
}

export function useRolloverDetail(productId = '', orderId = '') {
  return useSWR(rolloverDetailKey(productId, orderId), ([, product, order]) =>
    fetchRolloverDetail(product, order),
  );
}
