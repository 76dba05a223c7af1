import type { FirstCall } from '../../../contract/first-call';
import { periodLoan } from '../../../contract/loan-confirm';

/** What the older loan confirmation asks for first (its hook and the early start share it). */
export const periodLoanCall: FirstCall<typeof periodLoan> = {
  endpoint: periodLoan,
  input: { productId: 'productId' },
  required: ['productId'],
};
