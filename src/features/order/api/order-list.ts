import useSWR from 'swr';
import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/api-error';
import { showToast } from '../../../lib/toast/toast';
import { common } from '../../../strings/common';
import { NumberLike, Text } from './number-like';

/** The borrower's loans (sandbox call of our own: POST /v3/order/order-list). */
export const OrderSummarySchema = v.object({
  orderId: v.string(),
  productId: v.string(),
  productName: v.string(),
  productLogo: Text,
  amount: NumberLike,
  repayAmount: v.optional(NumberLike, 0),
  orderStatus: NumberLike,
  statusText: v.string(),
  repayDate: Text,
});
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;

const OrderListSchema = v.object({ list: v.array(OrderSummarySchema) });

export const orderListKey = ['order-list'] as const;

export async function fetchOrderList(): Promise<OrderSummary[]> {
  const data = await request({ path: '/v3/order/order-list', body: {}, schema: OrderListSchema });
  return data.list;
}

export function useOrderList() {
  return useSWR(orderListKey, fetchOrderList, {
    onError: (error: unknown) => showToast(errorMessage(error, common.genericFailure)),
    revalidateOnFocus: false,
  });
}
