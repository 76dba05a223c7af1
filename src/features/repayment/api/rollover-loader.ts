import type { ScreenLoader } from '../../../contract/screen-loader';
import { rolloverDetail } from '../../../contract/repayment';

/** What the rollover screen asks for first (its hook and the early start share it). */
export const rolloverLoader: ScreenLoader<typeof rolloverDetail> = {
  endpoint: rolloverDetail,
  input: { productId: 'productId', orderId: 'orderId' },
  required: [],
};
