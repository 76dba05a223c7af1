import { describe, expect, it } from 'vitest';
import { percentile, phaseTable, throughput } from './stats';

describe('load figures', () => {
  it('takes nearest-rank percentiles of unsorted latencies', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([], 99)).toBe(0);
  });

  it('reports requests per second and one row per phase', () => {
    expect(throughput({ requests: 300, seconds: 2 })).toBe(150);
    expect(throughput({ requests: 3, seconds: 0 })).toBe(0);
    const table = phaseTable([
      {
        phase: 'order details',
        requests: 4,
        seconds: 1,
        latencies: [1, 2, 3, 4],
        errors: 0,
        errorSamples: [],
      },
    ]);
    expect(table.split('\n')[2]).toMatch(/^order details\s+4\s+4\s+2\.0\s+4\.0\s+0$/);
  });
});
