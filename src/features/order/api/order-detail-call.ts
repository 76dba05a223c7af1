import type { FirstCall } from '../../../contract/first-call';
import { loanDetails } from '../../../contract/order';

/** What the order detail asks for first (its hook and the early start share it). */
export const orderDetailCall: FirstCall<typeof loanDetails> = {
  endpoint: loanDetails,
  input: { productId: 'productId', orderId: 'orderId' },
  required: ['orderId'],
};
