import type { FirstCall } from '../../../contract/first-call';
import { loanDetails, orderList } from '../../../contract/order';

/** What the order screens ask for first (their hooks and the early start share these). */
export const orderDetailCall: FirstCall<typeof loanDetails> = {
  endpoint: loanDetails,
  input: { productId: 'productId', orderId: 'orderId' },
  required: ['orderId'],
};

export const orderListCall: FirstCall<typeof orderList> = {
  endpoint: orderList,
  input: {},
  required: [],
};
