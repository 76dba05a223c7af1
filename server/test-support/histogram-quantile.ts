import { samplesOf, type Sample } from './prometheus-text';

/** One cumulative bucket of a Prometheus histogram: how many observations were <= `le`. */
export interface Bucket {
  le: number;
  count: number;
}

/** A histogram's `_bucket` series with these labels, in order of their bounds. */
export function bucketsOf(
  samples: readonly Sample[],
  histogram: string,
  labels: Readonly<Record<string, string>>,
): Bucket[] {
  return samplesOf(samples, `${histogram}_bucket`, labels)
    .map(({ labels: { le = '' }, value }) => ({
      le: le === '+Inf' ? Infinity : Number(le),
      count: value,
    }))
    .sort((a, b) => a.le - b.le);
}

/** `sum by (le) (…)` over several replicas' buckets of the same histogram. */
export function sumByLe(...replicas: readonly (readonly Bucket[])[]): Bucket[] {
  const sums = new Map<number, number>();
  for (const buckets of replicas)
    for (const { le, count } of buckets) sums.set(le, (sums.get(le) ?? 0) + count);
  return [...sums].map(([le, count]) => ({ le, count })).sort((a, b) => a.le - b.le);
}

/**
 * PromQL's `histogram_quantile(q, …)` for one histogram, as Prometheus computes it
 * (`bucketQuantile` in prometheus/promql/quantile.go): find the first bucket whose cumulative
 * count reaches rank = q × total, then interpolate linearly between that bucket's lower and upper
 * bound, as if its observations were spread evenly; the lowest bucket starts at 0; a rank that
 * falls in the +Inf bucket answers the highest finite bound. Buckets sorted by `le`, +Inf last;
 * Prometheus' repair of non-monotonic counts (scrapes torn mid-update) is left out.
 */
export function histogramQuantile(q: number, buckets: readonly Bucket[]): number {
  if (q < 0) return -Infinity;
  if (q > 1) return Infinity;
  const last = buckets.at(-1);
  if (buckets.length < 2 || last?.le !== Infinity) return Number.NaN;
  const total = last.count;
  if (total === 0) return Number.NaN;
  const rank = q * total;
  const index = buckets.findIndex((bucket) => bucket.count >= rank);
  const bucket = buckets[index];
  if (bucket === undefined) return Number.NaN;
  if (index === buckets.length - 1) return buckets[index - 1]?.le ?? Number.NaN;
  const below = index > 0 ? buckets[index - 1] : undefined;
  if (below === undefined && bucket.le <= 0) return bucket.le;
  const start = below?.le ?? 0;
  const belowCount = below?.count ?? 0;
  return start + (bucket.le - start) * ((rank - belowCount) / (bucket.count - belowCount));
}
