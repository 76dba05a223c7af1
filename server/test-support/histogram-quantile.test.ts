import { describe, expect, it } from 'vitest';
import { histogramQuantile, sumByLe } from './histogram-quantile';

const buckets = [
  { le: 1, count: 10 },
  { le: 2, count: 30 },
  { le: 4, count: 40 },
  { le: Infinity, count: 50 },
];

describe('histogramQuantile (Prometheus’ bucketQuantile)', () => {
  it('interpolates linearly inside the bucket that holds the rank', () => {
    // rank 20: 10 of the 20 observations in (1, 2] are below it.
    expect(histogramQuantile(0.4, buckets)).toBe(1.5);
    // rank 35: 5 of the 10 in (2, 4].
    expect(histogramQuantile(0.7, buckets)).toBe(3);
  });

  it('starts the lowest bucket at 0 and answers the highest finite bound for the +Inf bucket', () => {
    expect(histogramQuantile(0.1, buckets)).toBe(0.5);
    expect(histogramQuantile(0.9, buckets)).toBe(4);
  });

  it('has no answer without observations or without a +Inf bucket', () => {
    expect(
      histogramQuantile(0.5, [
        { le: 1, count: 0 },
        { le: Infinity, count: 0 },
      ]),
    ).toBeNaN();
    expect(histogramQuantile(0.5, buckets.slice(0, 3))).toBeNaN();
  });

  it('adds replicas’ buckets by bound', () => {
    expect(sumByLe(buckets, buckets.slice(1))).toEqual([
      { le: 1, count: 10 },
      { le: 2, count: 60 },
      { le: 4, count: 80 },
      { le: Infinity, count: 100 },
    ]);
  });
});
