import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAVING } from '../rendered-page/page-attributes';
import {
  installPreloadRecovery,
  PRELOAD_RELOAD_KEY,
  RECOVERY_DELAY_MS,
  RELOAD_SETTLE_MS,
  reloadOnce,
} from './reload-once';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

function preloadError(target: Window): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  target.dispatchEvent(event);
  return event;
}

/** A failed chunk, and the moment the recovery waits for (the page was not left meanwhile). */
function preloadErrorThenWait(target: Window): Event {
  const event = preloadError(target);
  vi.advanceTimersByTime(RECOVERY_DELAY_MS);
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
    expect(preloadErrorThenWait(target).defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page lands on the same broken deploy: the next failure comes within seconds.
    now += 3_000;
    expect(preloadErrorThenWait(target).defaultPrevented).toBe(false);
    now += RELOAD_SETTLE_MS - 4_000;
    expect(preloadErrorThenWait(target).defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a second deploy met by a long-lived tab reloads again, once', () => {
    const target = new EventTarget() as unknown as Window;
    const reload = vi.fn();
    let now = 1_000_000;
    installPreloadRecovery(target, reload, () => now);
    preloadErrorThenWait(target);
    // Hours later, the next deploy removes the chunks this tab knows.
    now += 3 * 60 * 60 * 1000;
    expect(preloadErrorThenWait(target).defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    now += 1_000;
    expect(preloadErrorThenWait(target).defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(window.sessionStorage.getItem(PRELOAD_RELOAD_KEY)).toBe(String(now - 1_000));
  });

  it('does not reload on a failed chunk while offline', () => {
    const target = new EventTarget() as unknown as Window;
    const reload = vi.fn();
    installPreloadRecovery(target, reload);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(preloadErrorThenWait(target).defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(PRELOAD_RELOAD_KEY)).toBeNull();
  });

  it('does not reload on a chunk the browser cancelled because the borrower is leaving', () => {
    const target = new EventTarget() as unknown as Window;
    const reload = vi.fn();
    installPreloadRecovery(target, reload);
    document.documentElement.setAttribute(LEAVING, '');
    try {
      expect(preloadErrorThenWait(target).defaultPrevented).toBe(false);
    } finally {
      document.documentElement.removeAttribute(LEAVING);
    }
    expect(reload).not.toHaveBeenCalled();
    expect(preloadErrorThenWait(target).defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits a moment before the reload, and gives up when the page is left meanwhile', () => {
    const target = new EventTarget() as unknown as Window;
    const reload = vi.fn();
    installPreloadRecovery(target, reload);
    expect(preloadError(target).defaultPrevented).toBe(true);
    vi.advanceTimersByTime(RECOVERY_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    // Safari cancels a left page's loads with no event first; the page is hidden soon after.
    target.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(RECOVERY_DELAY_MS);
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(PRELOAD_RELOAD_KEY)).toBeNull();
    // A second failure while one recovery waits adds no second reload.
    preloadError(target);
    preloadError(target);
    vi.advanceTimersByTime(RECOVERY_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
