import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import { GOOGLE_SCORE } from '../rating-rules';

/** The rating of an order: the score is always 5 (SPEC.md section 7). */
export function submitGoogleScore(productId: string, orderId: string): Promise<unknown> {
  return request({
    path: '/v3/loan-details/google-score',
    body: { productId, orderId, score: GOOGLE_SCORE },
    schema: v.unknown(),
  });
}
