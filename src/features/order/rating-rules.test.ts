import { describe, expect, it } from 'vitest';
import { GOOGLE_SCORE } from '../../contract/order';
import { ratingOutcome } from './rating-rules';

describe('ratingOutcome', () => {
  it('asks for a pick with no star', () => {
    expect(ratingOutcome(0)).toBe('pickFirst');
  });
  it.each([1, 2, 3])('opens the result modal for %i stars', (stars) => {
    expect(ratingOutcome(stars)).toBe('resultModal');
  });
  it.each([4, 5])('asks the native rate prompt for %i stars', (stars) => {
    expect(ratingOutcome(stars)).toBe('nativeRate');
  });
  it('always sends a score of 5', () => {
    expect(GOOGLE_SCORE).toBe(5);
  });
});
