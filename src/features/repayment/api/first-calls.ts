import type { FirstCall } from '../../../contract/first-call';
import { loanPlayDetail, rolloverDetail } from '../../../contract/repayment';

/** What the repayment screens ask for first (their hooks and the early start share these). */
export const instalmentCall: FirstCall<typeof loanPlayDetail> = {
  endpoint: loanPlayDetail,
  input: { productId: 'productId', orderId: 'orderId' },
  required: [],
};

export const rolloverCall: FirstCall<typeof rolloverDetail> = {
  endpoint: rolloverDetail,
  input: { productId: 'productId', orderId: 'orderId' },
  required: [],
};
