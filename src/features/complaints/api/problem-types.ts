import useSWR from 'swr';
import { request } from '../../../lib/api/client';
import { ProblemTypesSchema, type ProblemTypes } from './schemas';

export const problemTypesKey = ['problem-types'] as const;

/** GET /user-problem/problem-init: the question types and sub-types. */
export function fetchProblemTypes(): Promise<ProblemTypes> {
  return request({
    path: '/user-problem/problem-init',
    method: 'GET',
    schema: ProblemTypesSchema,
  });
}

export function useProblemTypes() {
  return useSWR(problemTypesKey, fetchProblemTypes, { revalidateOnFocus: false });
}
