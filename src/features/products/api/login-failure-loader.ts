import type { ScreenLoader } from '../../../contract/screen-loader';
import { jointLoginFailure } from '../../../contract/products';

/** What the joint-login failure asks for first (its hook and the early start share it). */
export const loginFailureLoader: ScreenLoader<typeof jointLoginFailure> = {
  endpoint: jointLoginFailure,
  input: { productId: 'productId' },
  required: [],
};
