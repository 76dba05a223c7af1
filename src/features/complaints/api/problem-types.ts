import type * as v from 'valibot';
import { problemTypes, type TypeOptionSchema } from '../../../contract/complaint-types';
import { useApiQuery } from '../../../lib/api/use-api-query';

export type TypeOption = v.InferOutput<typeof TypeOptionSchema>;

/** The question types and sub-types; the screen shows a failed load itself. */
export function useProblemTypes() {
  return useApiQuery(problemTypes, {}, { toast: false });
}
