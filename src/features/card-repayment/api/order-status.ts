import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import { loanDetails } from '../../../contract/order';

/** Only the status of the order detail: paid or not, for recovering a lost payment answer. */
const OrderStatusSchema = v.looseObject({
  orderStatus: v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number))]),
});

export async function fetchOrderStatus(productId: string, orderId: string): Promise<number> {
  const detail = await request({
    path: loanDetails.path,
    method: 'GET',
    query: { productId, orderId },
    schema: OrderStatusSchema,
  });
  return detail.orderStatus;
}
