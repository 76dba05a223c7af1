import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeBuildTime, BUILD_CACHE, refuseOlderBuild, rememberActiveBuild } from './build-order';

/** Cache Storage as the worker sees it, in memory. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  return {
    stores,
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        match: async (key: string) => store.get(key)?.clone(),
        put: async (key: string, response: Response) => void store.set(key, response),
      };
    },
  };
}

let storage: ReturnType<typeof memoryCaches>;
beforeEach(() => {
  storage = memoryCaches();
  vi.stubGlobal('caches', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('the order of two releases’ workers', () => {
  it('the first worker installs; once active it leaves its build time', async () => {
    await expect(refuseOlderBuild(2_000)).resolves.toBeUndefined();
    await rememberActiveBuild(2_000);
    expect(await activeBuildTime()).toBe(2_000);
    expect(storage.stores.has(BUILD_CACHE)).toBe(true);
  });

  it('a later release installs; an older one fetched mid-rollout is refused', async () => {
    await rememberActiveBuild(2_000);
    await expect(refuseOlderBuild(3_000)).resolves.toBeUndefined();
    await expect(refuseOlderBuild(2_000)).resolves.toBeUndefined();
    await expect(refuseOlderBuild(1_000)).rejects.toThrow('older than the active one');
  });
});
