import * as v from 'valibot';
import { ImageUrl } from './complaint-images';
import { defineEndpoint } from './endpoint';
import { NoInput, OptionalText, Required, WholeNumber } from './input';

/** Filing a complaint (SPEC.md sections 3 and 7): its evidence photos, then the complaint itself. */

/** The multipart field the photo travels in; the sandbox reads no other. */
export const UPLOAD_FIELD = 'problemImage';

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

/** Longest description a request may carry (200 characters of up to 4 UTF-16 units, with room). */
export const MAX_DETAIL_PARAMETER = 1000;
/** Longest list of photo addresses: 9 addresses of up to 512 characters and their commas. */
export const MAX_IMAGES_PARAMETER = 9 * 513;

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
    /**
     * At most 200 characters is the handler's business answer; this bound only keeps a request
     * from carrying more than any description could (a 400 naming the field).
     */
    problemDetail: OptionalText(MAX_DETAIL_PARAMETER),
    /** The uploaded addresses joined by commas; '' for none. */
    problemImage: OptionalText(MAX_IMAGES_PARAMETER),
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
