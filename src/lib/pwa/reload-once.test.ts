import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPreloadRecovery, PRELOAD_RELOAD_KEY, reloadOnce } from './reload-once';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('reload once', () => {
  it('reloads the first time only', () => {
    const reload = vi.fn();
    expect(reloadOnce('k', reload)).toBe(true);
    expect(reloadOnce('k', reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload on a failed chunk while offline', () => {
    const target = new EventTarget() as unknown as Window;
    installPreloadRecovery(target);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(offline);
    expect(offline.defaultPrevented).toBe(false);
    expect(window.sessionStorage.getItem(PRELOAD_RELOAD_KEY)).toBeNull();
  });
});
