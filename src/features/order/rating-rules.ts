/*
 * The order-detail rating pop-up (SPEC.md sections 4 and 9): the score sent is always 5
 * (GOOGLE_SCORE, in the contract); the stars picked only decide what happens next.
 */

/** From this many stars the native rate prompt opens; below it, the result modal. */
export const NATIVE_RATE_MIN_STARS = 4;

export type RatingOutcome = 'pickFirst' | 'resultModal' | 'nativeRate';

export function ratingOutcome(stars: number): RatingOutcome {
  if (!Number.isInteger(stars) || stars < 1) return 'pickFirst';
  return stars < NATIVE_RATE_MIN_STARS ? 'resultModal' : 'nativeRate';
}
