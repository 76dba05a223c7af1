import type { FirstCall } from '../../../contract/first-call';
import { productDetail } from '../../../contract/products';

/** What the product detail asks for first (its hook and the early start share it). */
export const productDetailCall: FirstCall<typeof productDetail> = {
  endpoint: productDetail,
  input: { productId: 'productId' },
  required: ['productId'],
};
