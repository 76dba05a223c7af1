import type { FirstCall } from '../../../contract/first-call';
import { jointLoginFailure } from '../../../contract/products';

/** What the joint-login failure asks for first (its hook and the early start share it). */
export const loginFailureCall: FirstCall<typeof jointLoginFailure> = {
  endpoint: jointLoginFailure,
  input: { productId: 'productId' },
  required: [],
};
