import type { ScreenLoader } from '../../../contract/screen-loader';
import { bindCardInit } from '../../../contract/bank-account';

/**
 * What the bank form asks for first (its hook and the early start share it): started early only
 * with a product in the link; the form asks even without one.
 */
export const bankFormLoader: ScreenLoader<typeof bindCardInit> = {
  endpoint: bindCardInit,
  input: { product_id: 'productId' },
  required: ['productId'],
};
