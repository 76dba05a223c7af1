import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { NoInput, Optional, Required, WholeNumber } from './input';
import { NumberLike, Text } from './primitives';

/**
 * Complaints with photo evidence (SPEC.md sections 3 and 7): question types, the borrower's
 * orders, the photo upload, filing, the list, the detail and the rating.
 */

/** The multipart field the photo travels in; the sandbox reads no other. */
export const UPLOAD_FIELD = 'problemImage';

const IMAGE_ADDRESS = /^(\/(?!\/)|https?:\/\/)/i;

/** An image address the page may show: same-origin path or http(s), nothing else. */
const ImageUrl = v.pipe(
  v.string(),
  v.check((url) => IMAGE_ADDRESS.test(url), 'not an image address'),
);

/** Image lists arrive as an array or as a comma-joined string; other addresses are dropped. */
const ImageList = v.pipe(
  v.union([v.array(v.string()), v.string(), v.null()]),
  v.transform((value) =>
    (Array.isArray(value) ? value : (value ?? '').split(','))
      .map((url) => url.trim())
      .filter((url) => IMAGE_ADDRESS.test(url)),
  ),
);

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

/**
 * One evidence photo, multipart field `UPLOAD_FIELD` (success '00', data.url). The client
 * sends it with XMLHttpRequest for the progress events; the file is the only parameter.
 */
export const uploadProblemImage = defineEndpoint({
  path: '/user-problem/upload-problem-img',
  method: 'POST',
  style: 'multipart',
  success: 'double-zero',
  input: NoInput,
  output: v.object({ url: ImageUrl }),
});

/** No sub-type: '', '0' or 0 (the client sends '' for none). */
const NoSubType = v.pipe(
  v.union([v.pipe(v.string(), v.trim(), v.picklist(['', '0'])), v.literal(0)]),
  v.transform(() => null),
);

/** A sub-type's value, or null for none (also when left out). */
const SubType = v.optional(v.union([NoSubType, WholeNumber(1)], 'must be a whole number'), '');

/**
 * Files a complaint (POST /user-problem/problem-save, JSON, code 0). An empty or too long
 * description and an unknown type are business answers the app shows, not bad requests, so
 * problemDetail is optional here and checked by the sandbox's handler.
 */
export const problemSave = defineEndpoint({
  path: '/user-problem/problem-save',
  method: 'POST',
  input: v.object({
    problemType: WholeNumber(1),
    problemSonType: SubType,
    problemDetail: Optional,
    /** The uploaded addresses joined by commas; '' for none. */
    problemImage: Optional,
    orderNo: Required,
  }),
  // The save answers a success flag (true, 1 or '1'), with the new complaint's id when given.
  output: v.pipe(
    v.union([
      v.boolean(),
      v.number(),
      v.string(),
      v.null(),
      v.looseObject({
        success: v.optional(v.union([v.boolean(), v.number(), v.string()])),
        problemId: v.optional(v.union([v.number(), v.string()])),
      }),
    ]),
    v.transform((data) => {
      const flag = typeof data === 'object' && data !== null ? data.success : data;
      return {
        success: flag === undefined || flag === null || flag === true || String(flag) === '1',
      };
    }),
  ),
});

const ComplaintListItemSchema = v.object({
  id: NumberLike,
  time: v.string(),
  type: Text,
  content: v.string(),
});

/** The borrower's complaints in tabs (POST /user-problem/problem-list, JSON, code 0). */
export const problemList = defineEndpoint({
  path: '/user-problem/problem-list',
  method: 'POST',
  input: NoInput,
  output: v.object({
    tabs: v.array(
      v.object({ title: v.string(), list: v.optional(v.array(ComplaintListItemSchema), []) }),
    ),
  }),
});

/** SPEC.md section 3: type, sonType, problemId, content, images, dispose…, isNeedScore. */
export const problemDetail = defineEndpoint({
  path: '/user-problem/problem-detail',
  method: 'POST',
  input: v.object({ problemId: WholeNumber(1) }),
  output: v.object({
    problemId: NumberLike,
    type: Text,
    sonType: Text,
    content: Text,
    images: v.optional(ImageList, []),
    disposeDetail: Text,
    disposeImages: v.optional(ImageList, []),
    isNeedScore: v.optional(v.fallback(NumberLike, 0), 0),
  }),
});

/**
 * The complaint rating (POST /user-problem/save-score): success is the string '00' (SPEC.md
 * section 7). A score outside 1 to 5 is answered '01' with a message, so only its form is
 * checked here.
 */
export const saveScore = defineEndpoint({
  path: '/user-problem/save-score',
  method: 'POST',
  success: 'double-zero',
  input: v.object({ problemId: WholeNumber(1), score: WholeNumber() }),
  output: v.unknown(),
});
