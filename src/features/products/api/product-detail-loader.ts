import type { ScreenLoader } from '../../../contract/screen-loader';
import { productDetail } from '../../../contract/products';

/** What the product detail asks for first (its hook and the early start share it). */
export const productDetailLoader: ScreenLoader<typeof productDetail> = {
  endpoint: productDetail,
  input: { productId: 'productId' },
  required: ['productId'],
};
