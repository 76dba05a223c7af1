import useSWR from 'swr';
import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import { ImageUrl, NumberLike, ProblemTypesSchema } from './schemas';

/** The older init call: types, the selected order and every order (SPEC.md section 3). */
export const PROBLEM_INIT_ORDER_PATH = '/problem/problem-init';

export const ComplaintOrderSchema = v.object({
  orderNo: v.string(),
  productLogo: v.fallback(ImageUrl, ''),
  productName: v.string(),
  status: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value)),
  ),
  isShow: v.fallback(NumberLike, 0),
  list: v.optional(v.array(v.object({ title: v.string(), value: v.string() })), []),
});
export type ComplaintOrder = v.InferOutput<typeof ComplaintOrderSchema>;

export const ProblemInitOrderSchema = v.object({
  ...ProblemTypesSchema.entries,
  orderDetail: v.nullish(ComplaintOrderSchema),
  orderList: v.optional(v.array(ComplaintOrderSchema), []),
});
export type ProblemInitOrder = v.InferOutput<typeof ProblemInitOrderSchema>;

export function problemInitOrderKey(orderId: string) {
  return ['problem-init-order', orderId] as const;
}

export function fetchProblemInitOrder(orderId: string): Promise<ProblemInitOrder> {
  return request({
    path: PROBLEM_INIT_ORDER_PATH,
    body: orderId ? { orderId } : {},
    schema: ProblemInitOrderSchema,
  });
}

export function useProblemInitOrder(orderId: string) {
  return useSWR(problemInitOrderKey(orderId), ([, id]) => fetchProblemInitOrder(id), {
    revalidateOnFocus: false,
  });
}
