import useSWR from 'swr';
import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import { RepayCommonSchema } from './repayment-schemas';

/** Instalment repayment detail: POST /v3/installment/loan-play-detail (JSON, code 0). */
export const InstalmentDetailSchema = v.object({
  ...RepayCommonSchema,
  repayAmount: v.number(),
  detail: v.optional(v.array(v.object({ text: v.string(), value: v.string() })), []),
});
export type InstalmentDetail = v.InferOutput<typeof InstalmentDetailSchema>;

export function fetchInstalmentDetail(productId: string, orderId: string) {
  return request({
    path: '/v3/installment/loan-play-detail',
    body: { productId, orderId },
    schema: InstalmentDetailSchema,
  });
}

export function instalmentDetailKey(productId = '', orderId = '') {
  return ['loan-play-detail', productId, orderId] as const;
}

export function useInstalmentDetail(productId = '', orderId = '') {
  return useSWR(instalmentDetailKey(productId, orderId), ([, product, order]) =>
    fetchInstalmentDetail(product, order),
  );
}
