import useSWR from 'swr';
import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import { NumberLike } from './schemas';

const ItemSchema = v.object({
  id: NumberLike,
  time: v.string(),
  type: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value)),
  ),
  content: v.string(),
});

const TabSchema = v.object({
  title: v.string(),
  list: v.optional(v.array(ItemSchema), []),
});
export type ComplaintTab = v.InferOutput<typeof TabSchema>;

export const ProblemListSchema = v.object({ tabs: v.array(TabSchema) });

export const problemListKey = ['problem-list'] as const;

export function fetchProblemList() {
  return request({ path: '/user-problem/problem-list', body: {}, schema: ProblemListSchema });
}

export function useProblemList() {
  return useSWR(problemListKey, fetchProblemList);
}
