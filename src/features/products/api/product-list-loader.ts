import type { ScreenLoader } from '../../../contract/screen-loader';
import { productList } from '../../../contract/products';

/** What the product list asks for first (its hook and the early start share it). */
export const productListLoader: ScreenLoader<typeof productList> = {
  endpoint: productList,
  input: {},
  required: [],
};
