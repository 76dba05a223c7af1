import { saveScore as saveScoreCall } from '../../../contract/complaints';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** The complaint rating, sent directly: success is the string '00' (SPEC.md section 7). */
export function saveScore(problemId: number, score: number) {
  return callEndpoint(saveScoreCall, { score, problemId });
}
