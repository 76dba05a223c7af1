import { describe, expect, it } from 'vitest';
import { lcpVerdict, median } from './lcp-run';

describe('bench arithmetic', () => {
  it('takes the median of odd and even runs', () => {
    expect(median([900, 1200, 1000])).toBe(1000);
    expect(median([900, 1000, 1100, 5000])).toBe(1050);
    expect(median([])).toBeNaN();
  });

  it('judges LCP ratios against the goals: public 1.00x, borrower 1.20x', () => {
    expect(lcpVerdict(0.82, 'public')).toEqual({ goal: 1, meets: true });
    expect(lcpVerdict(1.01, 'public')).toEqual({ goal: 1, meets: false });
    expect(lcpVerdict(1.2, 'borrower')).toEqual({ goal: 1.2, meets: true });
    expect(lcpVerdict(1.21, 'borrower').meets).toBe(false);
    expect(lcpVerdict(Number.NaN, 'borrower').meets).toBe(false);
  });
});
