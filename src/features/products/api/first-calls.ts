import type { FirstCall } from '../../../contract/first-call';
import {
  jointLoginFailure,
  productDetail,
  productList,
  recommendList,
} from '../../../contract/products';

/** What the product screens ask for first (their hooks and the early start share these). */
export const loginFailureCall: FirstCall<typeof jointLoginFailure> = {
  endpoint: jointLoginFailure,
  input: { productId: 'productId' },
  required: [],
};

export const productListCall: FirstCall<typeof productList> = {
  endpoint: productList,
  input: {},
  required: [],
};

export const productDetailCall: FirstCall<typeof productDetail> = {
  endpoint: productDetail,
  input: { productId: 'productId' },
  required: ['productId'],
};

export const recommendListCall: FirstCall<typeof recommendList> = {
  endpoint: recommendList,
  input: {},
  required: [],
};
