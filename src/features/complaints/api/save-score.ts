import * as v from 'valibot';
import { request } from '../../../lib/api/client';

/** The complaint rating, sent directly: success is the string '00' (SPEC.md section 7). */
export function saveScore(problemId: number, score: number) {
  return request({
    path: '/user-problem/save-score',
    body: { score, problemId },
    success: 'double-zero',
    schema: v.unknown(),
  });
}
