import type { FirstCall } from '../../../contract/first-call';
import { loanDetailConfirm } from '../../../contract/loan-confirm';

/** What the loan confirmation asks for first (its hook and the early start share it). */
export const loanConfirmCall: FirstCall<typeof loanDetailConfirm> = {
  endpoint: loanDetailConfirm,
  input: { productId: 'productId' },
  required: ['productId'],
};
