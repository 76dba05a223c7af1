import type { FirstCall } from '../../../contract/first-call';
import { recommendList } from '../../../contract/products';

/** What the recommend list asks for first (its hook and the early start share it). */
export const recommendListCall: FirstCall<typeof recommendList> = {
  endpoint: recommendList,
  input: {},
  required: [],
};
