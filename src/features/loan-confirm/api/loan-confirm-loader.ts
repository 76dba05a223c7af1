import type { ScreenLoader } from '../../../contract/screen-loader';
import { loanDetailConfirm } from '../../../contract/loan-confirm';

/** What the loan confirmation asks for first (its hook and the early start share it). */
export const loanConfirmLoader: ScreenLoader<typeof loanDetailConfirm> = {
  endpoint: loanDetailConfirm,
  input: { productId: 'productId' },
  required: ['productId'],
};
