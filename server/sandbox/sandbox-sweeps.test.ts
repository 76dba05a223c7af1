import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './db';
import type { SandboxContext, SandboxModule } from './module';
import { startSweeps, SWEEP_INTERVAL_MS } from './sandbox-sweeps';

let logs: string[];
let ctx: SandboxContext;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(Date.UTC(2026, 5, 1));
  logs = [];
  ctx = {
    db: openDatabase(':memory:'),
    provider: 'pesoloan',
    uploadsDir: '/nowhere',
    log: (line) => logs.push(line),
    foreignOrigin: 'http://foreign.test',
  };
});
afterEach(() => {
  ctx.db.close();
  vi.useRealTimers();
});

/** A module whose sweep notes the time it was given, and fails when told to. */
function moduleNoting(times: number[], fail = () => false): SandboxModule {
  return {
    name: 'noting',
    schema: '',
    seed: () => undefined,
    routes: () => undefined,
    sweep: async (_ctx, now) => {
      times.push(now);
      if (fail()) throw new Error('disk full');
    },
  };
}

describe('startSweeps', () => {
  it('sweeps at start and then every hour with the time of the run, until stopped', async () => {
    const start = Date.now();
    const times: number[] = [];
    const sweeps = startSweeps(ctx, [moduleNoting(times)]);
    await sweeps.started;
    expect(times).toEqual([start]);

    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS * 2);
    expect(times).toEqual([start, start + SWEEP_INTERVAL_MS, start + 2 * SWEEP_INTERVAL_MS]);

    await sweeps.stop();
    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS * 3);
    expect(times).toHaveLength(3);
  });

  it('keeps the process free to exit: the timer is unref’d', async () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const sweeps = startSweeps(ctx, []);
    const timer = setInterval.mock.results[0]?.value;
    expect(timer).toMatchObject({ hasRef: expect.any(Function) });
    expect(timer.hasRef()).toBe(false);
    await sweeps.stop();
  });

  it('logs a failed sweep, goes on with the server and tries again next time', async () => {
    const times: number[] = [];
    let failing = true;
    const sweeps = startSweeps(ctx, [moduleNoting(times, () => failing)]);
    await expect(sweeps.started).resolves.toBeUndefined();
    expect(logs).toEqual(['sweep of noting failed: disk full']);
    failing = false;
    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS);
    expect(times).toHaveLength(2);
    expect(logs).toHaveLength(1);
    await sweeps.stop();
  });
});
