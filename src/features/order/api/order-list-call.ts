import type { FirstCall } from '../../../contract/first-call';
import { orderList } from '../../../contract/order';

/** What the order list asks for first (its hook and the early start share it). */
export const orderListCall: FirstCall<typeof orderList> = {
  endpoint: orderList,
  input: {},
  required: [],
};
