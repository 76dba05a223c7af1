import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installPreloadRecovery,
  PRELOAD_RELOAD_KEY,
  RELOAD_SETTLE_MS,
  reloadOnce,
} from './reload-once';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

function preloadError(target: Window): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe('reload once', () => {
  it('reloads the first time only by default', () => {
    const reload = vi.fn();
    expect(reloadOnce('k', reload, { now: 1 })).toBe(true);
    expect(reloadOnce('k', reload, { now: 10 ** 12 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('refuses when the stamp is unreadable', () => {
    window.sessionStorage.setItem('k', 'garbage');
    const reload = vi.fn();
    expect(reloadOnce('k', reload, { now: 5, settleMs: 1 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('chunk recovery after a deploy', () => {
  it('a failure right after the reload does not reload again (no loop)', () => {
    const target = new EventTarget() as unknown as Window;
    const reload = vi.fn();
    let now = 1_000_000;
    installPreloadRecovery(target, reload, () => now);
    expect(preloadError(target).defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page lands on the same broken deploy: the next failure comes within seconds.
    now += 3_000;
    expect(preloadError(target).defaultPrevented).toBe(false);
    now += RELOAD_SETTLE_MS - 4_000;
    expect(preloadError(target).defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a second deploy met by a long-lived tab reloads again, once', () => {
    const target = new EventTarget() as unknown as Window;
    const reload = vi.fn();
    let now = 1_000_000;
    installPreloadRecovery(target, reload, () => now);
    preloadError(target);
    // Hours later, the next deploy removes the chunks this tab knows.
    now += 3 * 60 * 60 * 1000;
    expect(preloadError(target).defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    now += 1_000;
    expect(preloadError(target).defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(window.sessionStorage.getItem(PRELOAD_RELOAD_KEY)).toBe(String(now - 1_000));
  });

  it('does not reload on a failed chunk while offline', () => {
    const target = new EventTarget() as unknown as Window;
    const reload = vi.fn();
    installPreloadRecovery(target, reload);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(preloadError(target).defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(PRELOAD_RELOAD_KEY)).toBeNull();
  });
});
