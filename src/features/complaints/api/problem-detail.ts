import useSWR from 'swr';
import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import { ImageList, NumberLike } from './schemas';

const Text = v.optional(
  v.pipe(
    v.nullable(v.union([v.string(), v.number()])),
    v.transform((value) => (value === null ? '' : String(value))),
  ),
  '',
);

/** SPEC.md section 3: type, sonType, problemId, content, images, dispose…, isNeedScore. */
export const ProblemDetailSchema = v.object({
  problemId: NumberLike,
  type: Text,
  sonType: Text,
  content: Text,
  images: v.optional(ImageList, []),
  disposeDetail: Text,
  disposeImages: v.optional(ImageList, []),
  isNeedScore: v.optional(v.fallback(NumberLike, 0), 0),
});
export type ProblemDetail = v.InferOutput<typeof ProblemDetailSchema>;

export function problemDetailKey(problemId: number) {
  return ['problem-detail', problemId] as const;
}

export function fetchProblemDetail(problemId: number) {
  return request({
    path: '/user-problem/problem-detail',
    body: { problemId },
    schema: ProblemDetailSchema,
  });
}

export function useProblemDetail(problemId: number | undefined) {
  return useSWR(
    problemId === undefined ? null : problemDetailKey(problemId),
    ([, id]) => fetchProblemDetail(id),
    { revalidateOnFocus: false },
  );
}
