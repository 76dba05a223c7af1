import { describe, expect, it, vi } from 'vitest';
import {
  checkWorkerHealth,
  HEALTH_RELOAD_KEY,
  type HealthDeps,
  workerScriptIsBroken,
} from './health-check';

function deps(response: Response | Error, registrations = 1) {
  const unregister = vi.fn().mockResolvedValue(true);
  const store = new Map<string, string>();
  const result: HealthDeps & { unregister: typeof unregister; store: typeof store } = {
    container: {
      getRegistrations: vi
        .fn()
        .mockResolvedValue(Array.from({ length: registrations }, () => ({ unregister }))),
    },
    fetch: vi
      .fn()
      .mockImplementation(() =>
        response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
      ),
    reload: vi.fn(),
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
    unregister,
    store,
  };
  return result;
}

const js = () =>
  new Response('self.x=1', { status: 200, headers: { 'Content-Type': 'text/javascript' } });
const html = () =>
  new Response('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
const missing = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

describe('worker health check', () => {
  it("asks for the worker script's headers bypassing the cache, and leaves a healthy worker alone", async () => {
    const d = deps(js());
    await expect(checkWorkerHealth(d)).resolves.toBe('healthy');
    expect(d.fetch).toHaveBeenCalledWith(
      '/sw.js',
      expect.objectContaining({ method: 'HEAD', cache: 'no-store' }),
    );
    expect(d.unregister).not.toHaveBeenCalled();
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('on 404 unregisters every registration and reloads once', async () => {
    const d = deps(missing(), 2);
    await expect(checkWorkerHealth(d)).resolves.toBe('reloaded');
    expect(d.unregister).toHaveBeenCalledTimes(2);
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(d.store.get(HEALTH_RELOAD_KEY)).toBe('1');
    // The reload lands on the same broken deploy: no second reload.
    d.fetch = vi.fn().mockResolvedValue(missing());
    await expect(checkWorkerHealth(d)).resolves.toBe('unregistered');
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('treats a non-JavaScript worker script (the HTML shell) like a missing one', async () => {
    const d = deps(html());
    await expect(checkWorkerHealth(d)).resolves.toBe('reloaded');
    expect(d.unregister).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a network error (offline)', async () => {
    const d = deps(new TypeError('Failed to fetch'));
    await expect(checkWorkerHealth(d)).resolves.toBe('offline');
    expect(d.container?.getRegistrations).not.toHaveBeenCalled();
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('leaves the worker on a server error and skips where service workers do not exist', async () => {
    const d = deps(new Response('oops', { status: 503, headers: { 'Content-Type': 'text/html' } }));
    await expect(checkWorkerHealth(d)).resolves.toBe('server-error');
    expect(d.unregister).not.toHaveBeenCalled();
    await expect(checkWorkerHealth({ ...d, container: undefined })).resolves.toBe('skipped');
  });

  it('does not reload when there was nothing registered', async () => {
    const d = deps(missing(), 0);
    await expect(checkWorkerHealth(d)).resolves.toBe('unregistered');
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('classifies responses', () => {
    expect(workerScriptIsBroken(404, 'text/javascript')).toBe(true);
    expect(workerScriptIsBroken(200, 'application/javascript; charset=utf-8')).toBe(false);
    expect(workerScriptIsBroken(200, null)).toBe(true);
    expect(workerScriptIsBroken(500, 'text/html')).toBe(false);
  });
});
