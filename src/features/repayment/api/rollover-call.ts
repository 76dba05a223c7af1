import type { FirstCall } from '../../../contract/first-call';
import { rolloverDetail } from '../../../contract/repayment';

/** What the rollover screen asks for first (its hook and the early start share it). */
export const rolloverCall: FirstCall<typeof rolloverDetail> = {
  endpoint: rolloverDetail,
  input: { productId: 'productId', orderId: 'orderId' },
  required: [],
};
