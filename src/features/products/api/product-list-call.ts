import type { FirstCall } from '../../../contract/first-call';
import { productList } from '../../../contract/products';

/** What the product list asks for first (its hook and the early start share it). */
export const productListCall: FirstCall<typeof productList> = {
  endpoint: productList,
  input: {},
  required: [],
};
