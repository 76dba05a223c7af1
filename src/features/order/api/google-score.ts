import { GOOGLE_SCORE, googleScore } from '../../../contract/order';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** The rating of an order: the score is always 5 (SPEC.md section 7). */
export function submitGoogleScore(productId: string, orderId: string): Promise<unknown> {
  return callEndpoint(googleScore, { productId, orderId, score: GOOGLE_SCORE });
}
