import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsLeft, useCountdown } from './use-countdown';

describe('secondsLeft', () => {
  it('rounds up to whole seconds and never goes below 0', () => {
    expect(secondsLeft(null, 5_000)).toBe(0);
    expect(secondsLeft(61_000, 1_000)).toBe(60);
    expect(secondsLeft(61_000, 1_001)).toBe(60);
    expect(secondsLeft(61_000, 2_000)).toBe(59);
    expect(secondsLeft(61_000, 61_000)).toBe(0);
    expect(secondsLeft(61_000, 90_000)).toBe(0);
  });
});

describe('useCountdown', () => {
  const visibility = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState');

  function setVisibility(state: DocumentVisibilityState) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  }

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-03-01T08:00:00+08:00') });
  });

  afterEach(() => {
    vi.useRealTimers();
    // The own property shadows Document.prototype's getter: remove it to restore the original.
    Reflect.deleteProperty(document, 'visibilityState');
    expect(Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')).toEqual(
      visibility,
    );
  });

  it('is idle until started, then counts down once a second to 0 and stops', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);

    act(() => result.current.start(3));
    expect(result.current.remaining).toBe(3);
    expect(result.current.running).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
    // Stopped: no timer is left behind.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the time the clock says after a throttled gap: one tick 10 s later is 10 s less', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(55);

    // A throttled background tab: the clock moves 10 s while only one timer tick runs.
    vi.setSystemTime(Date.now() + 9000);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(45);
  });

  it('recomputes as soon as the tab is visible again, before any tick', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    setVisibility('hidden');
    // Frozen in the background: the clock moves 25 s and no timer fires at all.
    vi.setSystemTime(Date.now() + 25_000);
    expect(result.current.remaining).toBe(60);
    setVisibility('visible');
    expect(result.current.remaining).toBe(35);
  });

  it('ends at once when the deadline passed while the tab was away', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    vi.setSystemTime(Date.now() + 120_000);
    setVisibility('visible');
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts from the full time on start, and reset stops it at 0', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.remaining).toBe(40);
    act(() => result.current.start(60));
    expect(result.current.remaining).toBe(60);
    act(() => result.current.reset());
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer or listener behind when unmounted mid-count', () => {
    const remove = vi.spyOn(document, 'removeEventListener');
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(remove).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
  });
});
