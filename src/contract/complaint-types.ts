import * as v from 'valibot';
import { ImageUrl } from './complaint-images';
import { defineEndpoint } from './endpoint';
import { NoInput, Optional } from './input';
import { NumberLike, Text } from './primitives';

/**
 * What a complaint is about (SPEC.md sections 3 and 7): the question types and sub-types, and
 * the borrower's orders to choose from.
 */

export const TypeOptionSchema = v.object({
  value: NumberLike,
  title: v.string(),
  icon: v.optional(v.fallback(ImageUrl, ''), ''),
});

const ProblemTypesSchema = v.object({
  problemType: v.array(TypeOptionSchema),
  problemSonType: v.optional(v.array(TypeOptionSchema), []),
});

export const ComplaintOrderSchema = v.object({
  orderNo: v.string(),
  productLogo: v.fallback(ImageUrl, ''),
  productName: v.string(),
  status: Text,
  isShow: v.fallback(NumberLike, 0),
  list: v.optional(v.array(v.object({ title: v.string(), value: v.string() })), []),
});

/** The question types and sub-types: GET /user-problem/problem-init (JSON, code 0). */
export const problemTypes = defineEndpoint({
  path: '/user-problem/problem-init',
  method: 'GET',
  input: NoInput,
  output: ProblemTypesSchema,
});

/**
 * The older init call: the types, the selected order and every order of the borrower
 * (POST /problem/problem-init). An unknown or missing orderId selects the newest order.
 */
export const problemInitOrder = defineEndpoint({
  path: '/problem/problem-init',
  method: 'POST',
  input: v.object({ orderId: Optional }),
  output: v.object({
    ...ProblemTypesSchema.entries,
    orderDetail: v.nullish(ComplaintOrderSchema),
    orderList: v.optional(v.array(ComplaintOrderSchema), []),
  }),
});
