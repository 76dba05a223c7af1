import * as v from 'valibot';
import { ImageList } from './complaint-images';
import { defineEndpoint } from './endpoint';
import { NoInput, WholeNumber } from './input';
import { NumberLike, Text } from './primitives';

/**
 * The borrower's complaints (SPEC.md sections 3 and 7): the list, one complaint with its reply,
 * and the rating. What a complaint is about is in complaint-types.ts, filing one in
 * complaint-filing.ts.
 */

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
  // SPEC.md section 7 reads `res.tabs`: the tabs beside `data`; the sandbox nests them in it.
  outside: ['tabs'],
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
