import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HealthResult } from './health-check';
import { startWorker } from './start-worker';

const { startServiceWorker, checkWorkerHealth, refreshRuntimeConfig } = vi.hoisted(() => ({
  startServiceWorker: vi.fn(() => Promise.resolve()),
  checkWorkerHealth: vi.fn((): Promise<HealthResult> => Promise.resolve('healthy')),
  refreshRuntimeConfig: vi.fn(() => Promise.resolve(true)),
}));
vi.mock('./register-worker', () => ({ startServiceWorker }));
vi.mock('./health-check', () => ({ checkWorkerHealth }));
vi.mock('../links/runtime-hosts', () => ({ refreshRuntimeConfig }));

/** A browser whose worker container knows `registered` (or nothing), `controller` serving the page. */
function container(registered: unknown, controller: unknown = null) {
  const worker = {
    controller,
    getRegistration: vi.fn(() => Promise.resolve(registered)),
    register: vi.fn(() => Promise.resolve({})),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  return worker;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  startServiceWorker.mockClear();
  checkWorkerHealth.mockClear();
  refreshRuntimeConfig.mockClear();
});

describe("the worker's start", () => {
  it('a first visit checks the worker script, then only registers it: no workbox-window', async () => {
    const worker = container(undefined);
    await startWorker();
    expect(checkWorkerHealth).toHaveBeenCalledTimes(1);
    expect(worker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(startServiceWorker).not.toHaveBeenCalled();
  });

  it('a visit with a worker follows its updates (workbox-window), after the check', async () => {
    const worker = container({ active: {} });
    await startWorker();
    expect(checkWorkerHealth).toHaveBeenCalledTimes(1);
    expect(startServiceWorker).toHaveBeenCalledTimes(1);
    expect(worker.register).not.toHaveBeenCalled();
  });

  it('a page the worker served asks for the latest host lists (its shell may be older than them)', async () => {
    container({ active: {} }, {});
    await startWorker();
    await vi.waitFor(() => expect(refreshRuntimeConfig).toHaveBeenCalledTimes(1));
  });

  it('a page from the network does not: it carries the lists the server has today', async () => {
    container({ active: {} });
    await startWorker();
    // The import would have settled by now had it been asked for.
    await import('../links/runtime-hosts');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(refreshRuntimeConfig).not.toHaveBeenCalled();
  });

  it.each(['unregistered', 'reloaded'] as const)(
    'a broken worker script (%s): registers nothing',
    async (result) => {
      checkWorkerHealth.mockResolvedValueOnce(result);
      const worker = container(undefined);
      await startWorker();
      expect(worker.register).not.toHaveBeenCalled();
      expect(startServiceWorker).not.toHaveBeenCalled();
      expect(refreshRuntimeConfig).not.toHaveBeenCalled();
    },
  );

  it('does nothing where the browser has no workers (an iOS webview)', async () => {
    expect('serviceWorker' in navigator).toBe(false);
    await expect(startWorker()).resolves.toBeUndefined();
    expect(checkWorkerHealth).not.toHaveBeenCalled();
    expect(startServiceWorker).not.toHaveBeenCalled();
  });

  it('rejects when registering is refused (offline), for the caller to let go', async () => {
    const worker = container(undefined);
    worker.register.mockRejectedValueOnce(new TypeError('Failed to register'));
    await expect(startWorker()).rejects.toThrow('Failed to register');
  });
});
