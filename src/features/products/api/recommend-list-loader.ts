import type { ScreenLoader } from '../../../contract/screen-loader';
import { recommendList } from '../../../contract/products';

/** What the recommend list asks for first (its hook and the early start share it). */
export const recommendListLoader: ScreenLoader<typeof recommendList> = {
  endpoint: recommendList,
  input: {},
  required: [],
};
