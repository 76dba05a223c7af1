import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentToast,
  hideToast,
  resolveToastDuration,
  showLoading,
  showToast,
  toastShown,
} from './toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  hideToast();
  vi.useRealTimers();
});

describe('toast durations (SPEC.md section 9)', () => {
  it('lasts 2 s by default', () => {
    expect(resolveToastDuration()).toBe(2000);
    showToast('copy success');
    vi.advanceTimersByTime(1999);
    expect(currentToast()?.message).toBe('copy success');
    vi.advanceTimersByTime(1);
    expect(currentToast()).toBeNull();
  });

  it('counts its 2 s from when the toaster has it on screen', () => {
    showToast('We could not find this order.');
    const id = currentToast()?.id ?? -1;
    // Painted 150 ms late (a busy phone): still 2 s on screen from then.
    vi.advanceTimersByTime(150);
    toastShown(id);
    vi.advanceTimersByTime(1999);
    expect(currentToast()?.message).toBe('We could not find this order.');
    vi.advanceTimersByTime(1);
    expect(currentToast()).toBeNull();
    // A stale id (a newer toast replaced it) changes nothing.
    showToast('newer');
    toastShown(id);
    vi.advanceTimersByTime(2000);
    expect(currentToast()).toBeNull();
  });

  it('honours a custom duration above 300 ms', () => {
    expect(resolveToastDuration(301)).toBe(301);
    expect(resolveToastDuration(5000)).toBe(5000);
  });

  it('shows for 3 s when the given duration is 300 ms or less', () => {
    expect(resolveToastDuration(300)).toBe(3000);
    expect(resolveToastDuration(0)).toBe(3000);
    showToast('short', 100);
    vi.advanceTimersByTime(2999);
    expect(currentToast()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(currentToast()).toBeNull();
  });

  it('keeps a loading toast until it is hidden, and a newer toast replaces it', () => {
    const hide = showLoading('loading...');
    vi.advanceTimersByTime(60_000);
    expect(currentToast()).toMatchObject({ kind: 'loading', message: 'loading...' });
    hide();
    expect(currentToast()).toBeNull();
    const hideOld = showLoading('loading...');
    showToast('done');
    hideOld();
    expect(currentToast()?.message).toBe('done');
  });

  it('ignores empty messages', () => {
    showToast('   ');
    expect(currentToast()).toBeNull();
  });
});
