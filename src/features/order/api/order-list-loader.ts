import type { ScreenLoader } from '../../../contract/screen-loader';
import { orderList } from '../../../contract/order';

/** What the order list asks for first (its hook and the early start share it). */
export const orderListLoader: ScreenLoader<typeof orderList> = {
  endpoint: orderList,
  input: {},
  required: [],
};
