import { problemDetail } from '../../../contract/complaints';
import type { DataOf } from '../../../contract/endpoint';
import { useApiQuery } from '../../../lib/api/use-api-query';

export type ProblemDetail = DataOf<typeof problemDetail>;

/** One complaint and its reply; no call without an id. The screen shows a failed load itself. */
export function useProblemDetail(problemId: number | undefined) {
  return useApiQuery(problemDetail, problemId === undefined ? null : { problemId }, {
    toast: false,
  });
}
