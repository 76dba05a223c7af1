import type { FirstCall } from '../../../contract/first-call';
import { loanPlayDetail } from '../../../contract/repayment';

/** What the instalment screen asks for first (its hook and the early start share it). */
export const instalmentCall: FirstCall<typeof loanPlayDetail> = {
  endpoint: loanPlayDetail,
  input: { productId: 'productId', orderId: 'orderId' },
  required: [],
};
