import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { NoInput, Optional, Required } from './input';
import { Id, NumberLike, Text } from './primitives';

/**
 * Products: the lender's own, other lenders' (recommended), the joint-login failure that offers
 * them, and a tap on one (SPEC.md section 7; docs/decisions/contract-order.md).
 */

/** A recommended product (SPEC.md section 3); also the shape of our own product cards. */
const RecommendedProductSchema = v.object({
  id: Id,
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

const ProductListSchema = v.object({ list: v.array(RecommendedProductSchema) });

/** The lender's own products: POST /v3/product/product-list, a sandbox call of ours (code 0). */
export const productList = defineEndpoint({
  path: '/v3/product/product-list',
  method: 'POST',
  input: NoInput,
  output: ProductListSchema,
});

/** Other lenders' products: POST /v3/product/recommend-list, a sandbox call of ours (code 0). */
export const recommendList = defineEndpoint({
  path: '/v3/product/recommend-list',
  method: 'POST',
  input: NoInput,
  output: ProductListSchema,
});

const ProductInput = v.object({ productId: Required });

/** One of the lender's products: POST /v3/product/product-detail, a sandbox call of ours. */
export const productDetail = defineEndpoint({
  path: '/v3/product/product-detail',
  method: 'POST',
  input: ProductInput,
  output: v.object({
    ...RecommendedProductSchema.entries,
    termDesc: Text,
    description: Text,
    requirements: v.optional(v.array(v.string()), []),
  }),
});

/**
 * The joint-login failure: POST /panda/honey/scholarships (old variant: form body, '00'). The
 * screen may open without a product id, and the failure is answered all the same.
 */
export const jointLoginFailure = defineEndpoint({
  path: '/panda/honey/scholarships',
  method: 'POST',
  style: 'form',
  success: 'double-zero',
  input: v.object({ productId: Optional }),
  output: v.object({
    noticeMessage: Text,
    errMessage: Text,
    recommendList: v.optional(v.array(RecommendedProductSchema), []),
  }),
});

/** Logs a tap on a recommended product: POST /gopia/goya/because (form body, '00'). */
export const productClick = defineEndpoint({
  path: '/gopia/goya/because',
  method: 'POST',
  style: 'form',
  success: 'double-zero',
  input: ProductInput,
  output: v.unknown(),
});

/** A recommended product's click-through link: POST /gopia/goya/define (form body, '00'). */
export const productLink = defineEndpoint({
  path: '/gopia/goya/define',
  method: 'POST',
  style: 'form',
  success: 'double-zero',
  input: ProductInput,
  output: v.object({ link: v.string() }),
});
