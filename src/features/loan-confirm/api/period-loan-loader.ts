import type { ScreenLoader } from '../../../contract/screen-loader';
import { periodLoan } from '../../../contract/loan-confirm';

/** What the older loan confirmation asks for first (its hook and the early start share it). */
export const periodLoanLoader: ScreenLoader<typeof periodLoan> = {
  endpoint: periodLoan,
  input: { productId: 'productId' },
  required: ['productId'],
};
