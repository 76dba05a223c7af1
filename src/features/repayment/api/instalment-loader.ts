import type { ScreenLoader } from '../../../contract/screen-loader';
import { loanPlayDetail } from '../../../contract/repayment';

/** What the instalment screen asks for first (its hook and the early start share it). */
export const instalmentLoader: ScreenLoader<typeof loanPlayDetail> = {
  endpoint: loanPlayDetail,
  input: { productId: 'productId', orderId: 'orderId' },
  required: [],
};
