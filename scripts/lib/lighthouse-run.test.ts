import { describe, expect, it } from 'vitest';
import { medianRun } from './lighthouse-run';

type Lhr = Parameters<typeof medianRun>[0][number]['lhr'];

/** A Lighthouse result with only what the median looks at. */
function run(name: string, fcp: number, interactive: number) {
  const lhr = {
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      interactive: { numericValue: interactive },
    },
  } as unknown as Lhr;
  return { name, lhr };
}

describe("the audit's median run", () => {
  it('is the run closest to the median FCP and time to interactive, not the best or the first', () => {
    const runs = [run('slow', 2700, 3400), run('fast', 1800, 2300), run('middle', 2100, 2800)];
    expect(medianRun(runs)?.name).toBe('middle');
  });

  it('skips a run with a broken trace (no FCP), and falls back to the first when none is whole', () => {
    const runs = [run('broken', Number.NaN, 3000), run('a', 2000, 2500), run('b', 2400, 2900)];
    expect(['a', 'b']).toContain(medianRun(runs)?.name);
    expect(medianRun([run('x', Number.NaN, 1), run('y', Number.NaN, 2)])?.name).toBe('x');
    expect(medianRun([])).toBeUndefined();
  });
});
