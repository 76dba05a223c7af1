import type { ScreenLoader } from '../../../contract/screen-loader';
import { loanDetails } from '../../../contract/order';

/** What the order detail asks for first (its hook and the early start share it). */
export const orderDetailLoader: ScreenLoader<typeof loanDetails> = {
  endpoint: loanDetails,
  input: { productId: 'productId', orderId: 'orderId' },
  required: ['orderId'],
};
