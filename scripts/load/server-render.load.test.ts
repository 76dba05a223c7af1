import { describe, expect, it } from 'vitest';
import { outDir } from '../../tests/setup/paths';
import {
  LOAD_SCREENS,
  renderLoadFailures,
  renderLoadTable,
  runServerRenderLoad,
} from './server-render-load';

/*
 * `npm run load`'s server-render phase in CI (two rounds, in the suite's last group, alone): 200 borrowers opening each screen at
 * once, server rendering on and off side by side, on a quiet machine and beside two spinning
 * neighbours. It fails when rendering costs a borrower more than its budget, adds a call to the
 * lender's API, or anything errs.
 */
describe('server rendering under a burst of 200 borrowers', () => {
  it('costs a page at most its budget over the shell, and never a second call to the lender', async () => {
    const rows = await runServerRenderLoad({
      distDir: outDir,
      concurrency: 200,
      // Two rounds, each mode first once: a burst of noise from the machine falls on both.
      rounds: 2,
      screens: LOAD_SCREENS,
      conditions: ['quiet', 'noisy'],
    });
    console.info(renderLoadTable(rows));
    expect(renderLoadFailures(rows)).toEqual([]);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.on.pages).toBe(400);
      expect(row.off.pages).toBe(400);
      // Off, every page is the bare shell; on, every call the server made reached its page.
      expect(row.off.shell).toBe(1);
      expect(row.on.callsPerPage).toBeLessThanOrEqual(1);
    }
    // A quiet machine renders a good part of a burst.
    const quiet = rows.filter((row) => row.condition === 'quiet');
    expect(Math.max(...quiet.map((row) => row.on.rendered))).toBeGreaterThan(0.1);
  }, 240_000);
});
