import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import type { ComplaintPayload } from '../rules/complaint-payload';

/** The save answers a success flag (true, 1 or '1'), with the new complaint's id when given. */
export const ProblemSaveSchema = v.pipe(
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
);

export function saveComplaint(payload: ComplaintPayload) {
  return request({ path: '/user-problem/problem-save', body: payload, schema: ProblemSaveSchema });
}
