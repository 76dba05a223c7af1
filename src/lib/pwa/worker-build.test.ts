import { describe, expect, it, vi } from 'vitest';
import {
  askBuildTime,
  INSTALL_RETRY_DELAYS_MS,
  isLaterBuild,
  retryFailedInstall,
} from './worker-build';

/** A worker that answers GET_VERSION with `answer` on the port it was given. */
function worker(answer: unknown): ServiceWorker {
  return {
    postMessage: (_message: unknown, ports: MessagePort[]) => {
      ports[0]?.postMessage(answer);
    },
  } as unknown as ServiceWorker;
}

describe('askBuildTime', () => {
  it('reads the build time a worker says', async () => {
    expect(await askBuildTime(worker({ type: 'VERSION', version: 'v2', buildTime: 2_000 }))).toBe(
      2_000,
    );
  });

  it('is undefined for a worker that answers otherwise, or not in time', async () => {
    expect(await askBuildTime(worker({ type: 'VERSION', version: 'v1' }))).toBeUndefined();
    const silent = { postMessage: () => undefined } as unknown as ServiceWorker;
    expect(await askBuildTime(silent, 20)).toBeUndefined();
  });
});

describe('isLaterBuild', () => {
  const times = new Map<string, number | undefined>();
  const named = (name: string) => ({ name }) as unknown as ServiceWorker;
  const ask = async (sw: ServiceWorker) => times.get((sw as unknown as { name: string }).name);

  it('offers a later release, never the same or an older one', async () => {
    times.set('active', 2_000);
    times.set('next', 3_000);
    times.set('previous', 1_000);
    expect(await isLaterBuild(named('next'), named('active'), ask)).toBe(true);
    expect(await isLaterBuild(named('previous'), named('active'), ask)).toBe(false);
    expect(await isLaterBuild(named('active'), named('active'), ask)).toBe(false);
  });

  it('offers a worker with a build time when nothing controls the page, never one without', async () => {
    times.set('next', 3_000);
    times.set('unknown', undefined);
    expect(await isLaterBuild(named('next'), null, ask)).toBe(true);
    expect(await isLaterBuild(named('unknown'), null, ask)).toBe(false);
  });
});

describe('retryFailedInstall', () => {
  it('looks for the update again after each delay in turn, then stops', () => {
    const update = vi.fn(() => Promise.resolve());
    const scheduled: number[] = [];
    const retry = retryFailedInstall(update, (run, ms) => {
      scheduled.push(ms);
      run();
    });
    for (let failure = 0; failure < INSTALL_RETRY_DELAYS_MS.length + 2; failure++) retry();
    expect(scheduled).toEqual([...INSTALL_RETRY_DELAYS_MS]);
    expect(update).toHaveBeenCalledTimes(INSTALL_RETRY_DELAYS_MS.length);
  });
});
