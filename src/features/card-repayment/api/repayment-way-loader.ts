import type { ScreenLoader } from '../../../contract/screen-loader';
import { repaymentWay } from '../../../contract/card-repayment';

/**
 * What card repayment asks for first (its hook and the server's render share it): the cards and
 * a repay token. Only the page itself, or the server for a page it renders, makes it early
 * (src/features/card-repayment/screens.ts).
 */
export const repaymentWayLoader: ScreenLoader<typeof repaymentWay> = {
  endpoint: repaymentWay,
  input: { orderId: 'orderId' },
  required: ['orderId'],
};
