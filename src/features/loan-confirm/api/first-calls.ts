import type { FirstCall } from '../../../contract/first-call';
import { loanDetailConfirm, periodLoan } from '../../../contract/loan-confirm';

/** What the two loan confirmations ask for first (their hooks and the early start share these). */
export const loanConfirmCall: FirstCall<typeof loanDetailConfirm> = {
  endpoint: loanDetailConfirm,
  input: { productId: 'productId' },
  required: ['productId'],
};

export const periodLoanCall: FirstCall<typeof periodLoan> = {
  endpoint: periodLoan,
  input: { productId: 'productId' },
  required: ['productId'],
};
