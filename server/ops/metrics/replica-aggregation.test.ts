import { beforeAll, describe, expect, it } from 'vitest';
import { packBeacons, VITALS_PATH, type VitalEntry } from '../../../src/lib/vitals/vitals-beacon';
import { buildServer } from '../../app';
import {
  bucketsOf,
  histogramQuantile,
  sumByLe,
  type Bucket,
} from '../../test-support/histogram-quantile';
import { parseSamples } from '../../test-support/prometheus-text';
import { testConfig } from '../../test-support/test-config';

const TOKEN = 'metrics-token-for-the-replicas-89';
const LCP = { screen: 'orderDetail', metric: 'LCP' };

/** Evenly spaced values from `first` to `last`, `count` of them. */
function spread(first: number, last: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) =>
    count === 1 ? first : first + ((last - first) * index) / (count - 1),
  );
}

/** The p75 of the reports themselves (nearest rank): what a histogram can only approximate. */
function trueP75(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? Number.NaN;
}

// The operator's case: one replica served mostly fast phones (p75 1295 ms), the other mostly slow
// ones (p75 4950 ms); all reports together have a p75 of 3900 ms. LCP in ms, as the app sends.
const FAST_REPLICA = [...spread(860, 1295, 30), ...spread(1400, 2300, 10)];
const SLOW_REPLICA = [
  ...spread(2100, 3000, 10),
  ...spread(3180, 3900, 25),
  ...spread(3920, 4000, 5),
  ...spread(4200, 4800, 4),
  4950,
  ...spread(5000, 7800, 15),
];

/** One replica: its own server and registry, sent its share of the reports, then scraped. */
async function replicaBuckets(lcpValues: readonly number[]): Promise<Bucket[]> {
  const server = await buildServer(testConfig({ dataFile: ':memory:', metrics: { token: TOKEN } }));
  try {
    const entries = lcpValues.map((value): VitalEntry => ({ kind: 'metric', name: 'LCP', value }));
    for (const payload of packBeacons(LCP.screen, entries)) {
      const answer = await server.inject({
        method: 'POST',
        url: VITALS_PATH,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload,
      });
      expect(answer.statusCode).toBe(204);
    }
    const scrape = await server.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(scrape.body).not.toContain('quantile=');
    return bucketsOf(parseSamples(scrape.body), 'borrower_web_vitals_seconds', LCP);
  } finally {
    await server.close();
  }
}

/** The bucket a value falls in, as its bounds (lower exclusive, upper inclusive). */
function bucketOf(seconds: number, buckets: readonly Bucket[]): [number, number] {
  const index = buckets.findIndex(({ le }) => seconds <= le);
  return [buckets[index - 1]?.le ?? 0, buckets[index]?.le ?? Infinity];
}

describe('field vitals from two replicas', () => {
  let fast: Bucket[];
  let slow: Bucket[];
  beforeAll(async () => {
    [fast, slow] = [await replicaBuckets(FAST_REPLICA), await replicaBuckets(SLOW_REPLICA)];
  });

  it('is the operator’s case: p75 1295 and 4950 ms apart, 3900 ms together', () => {
    expect(trueP75(FAST_REPLICA)).toBe(1295);
    expect(trueP75(SLOW_REPLICA)).toBe(4950);
    expect(trueP75([...FAST_REPLICA, ...SLOW_REPLICA])).toBe(3900);
  });

  it('gives, by histogram_quantile over the summed buckets, a p75 in the bucket of the true one', () => {
    const summed = sumByLe(fast, slow);
    expect(summed.at(-1)).toEqual({
      le: Infinity,
      count: FAST_REPLICA.length + SLOW_REPLICA.length,
    });
    const fleetP75 = histogramQuantile(0.75, summed);
    const truth = trueP75([...FAST_REPLICA, ...SLOW_REPLICA]) / 1000;
    expect(bucketOf(fleetP75, summed)).toEqual(bucketOf(truth, summed));
    expect(bucketOf(truth, summed)).toEqual([3, 4]);
    // Neither replica's own p75 is there: the figure needs both replicas' reports.
    expect(bucketOf(histogramQuantile(0.75, fast), fast)).toEqual([1, 1.5]);
    expect(bucketOf(histogramQuantile(0.75, slow), slow)).toEqual([4, 5]);
  });
});
