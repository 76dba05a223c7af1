import * as v from 'valibot';
import { NumberLike, Text } from './number-like';

/** A recommended product (SPEC.md section 3); also the shape of our own product cards. */
export const RecommendedProductSchema = v.object({
  id: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((id) => String(id)),
  ),
  logo: Text,
  name: v.string(),
  buttonText: v.string(),
  enabled: v.optional(NumberLike, 1),
  range: Text,
  rangeDesc: Text,
  rate: Text,
  rateDesc: Text,
  tags: v.optional(v.array(v.string()), []),
});
export type RecommendedProduct = v.InferOutput<typeof RecommendedProductSchema>;
