import type { DataOf } from '../../../contract/endpoint';
import type { recommendList } from '../../../contract/products';

/** A recommended product (SPEC.md section 3); also the shape of our own product cards. */
export type RecommendedProduct = DataOf<typeof recommendList>['list'][number];
