import { describe, expect, it } from 'vitest';
import { outDir } from '../../tests/setup/paths';
import {
  LOAD_SCREENS,
  renderBudgetMisses,
  renderLoadFailures,
  renderLoadTable,
  runServerRenderLoad,
} from './server-render-load';

/*
 * `npm run load`'s server-render phase in CI (two rounds, in the suite's last group, alone): 200
 * borrowers opening each screen at once, server rendering on and off side by side, on a quiet
 * machine and beside two spinning neighbours. It asserts behaviour only (a busy machine moves
 * every time and share): never a second call to the lender's API, every page answered, each
 * page rendered or the shell (with the answer, or the answer following) when the budget is
 * spent. The p95 figures are printed; `npm run load` compares them with the budget.
 */
describe('server rendering under a burst of 200 borrowers', () => {
  it('never makes a second call to the lender, and sends the shell when a render does not fit', async () => {
    const rows = await runServerRenderLoad({
      distDir: outDir,
      concurrency: 200,
      // Two rounds, each mode first once: a burst of noise from the machine falls on both.
      rounds: 2,
      screens: LOAD_SCREENS,
      conditions: ['quiet', 'noisy'],
    });
    console.info(renderLoadTable(rows));
    console.info(renderBudgetMisses(rows).join('\n') || 'p95 with rendering within the budget');
    expect(renderLoadFailures(rows)).toEqual([]);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.on.pages).toBe(400);
      expect(row.off.pages).toBe(400);
      // Off, every page is the bare shell; on, every call the server made reached its page.
      expect(row.off.shell).toBe(1);
      expect(row.on.callsPerPage).toBeLessThanOrEqual(1);
      // Every page on is the rendered screen or the shell (with its answer, or the answer
      // following in the same response): nothing else, and none lost.
      expect(row.on.rendered + row.on.answer + row.on.shell).toBeCloseTo(1);
    }
  }, 240_000);
});
