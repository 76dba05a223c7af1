import { EventEmitter } from 'node:events';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lcpVerdict, median, networkQuiet } from './lcp-run';

/** The part of a Playwright page `networkQuiet` uses, on the test's fake clock. */
function fakePage() {
  const events = new EventEmitter();
  const page = {
    on: (name: string, listener: () => void) => events.on(name, listener),
    off: (name: string, listener: () => void) => events.off(name, listener),
    waitForTimeout: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  };
  return { page: page as unknown as Page, emit: (name: string) => events.emit(name), events };
}

/** Starts the wait and records when (on the fake clock) it ended. */
function quiet(page: Page, quietMs: number, limitMs?: number) {
  const started = Date.now();
  const state: { after?: number } = {};
  void networkQuiet(page, quietMs, limitMs).then(() => {
    state.after = Date.now() - started;
  });
  return state;
}

describe('networkQuiet: until no request has been in flight for a while', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a page with no traffic is quiet once the quiet time has passed, not before', async () => {
    const { page } = fakePage();
    const state = quiet(page, 3000);
    await vi.advanceTimersByTimeAsync(2900);
    expect(state.after).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(state.after).toBeGreaterThanOrEqual(3000);
  });

  it('a request in flight holds it; the quiet time counts from its end', async () => {
    const { page, emit } = fakePage();
    const state = quiet(page, 3000);
    emit('request');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.after).toBeUndefined();
    emit('requestfinished');
    await vi.advanceTimersByTimeAsync(2900);
    expect(state.after).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(state.after).toBeGreaterThanOrEqual(13_000);
  });

  it('a failed request ends as a finished one does', async () => {
    const { page, emit } = fakePage();
    const state = quiet(page, 1000);
    emit('request');
    await vi.advanceTimersByTimeAsync(500);
    emit('requestfailed');
    await vi.advanceTimersByTimeAsync(1100);
    expect(state.after).toBeDefined();
  });

  it('a request that started before it listened ends uncounted: a later one still holds it', async () => {
    const { page, emit } = fakePage();
    const state = quiet(page, 1000);
    emit('requestfinished');
    emit('request');
    await vi.advanceTimersByTimeAsync(5000);
    expect(state.after).toBeUndefined();
    emit('requestfinished');
    await vi.advanceTimersByTimeAsync(1100);
    expect(state.after).toBeDefined();
  });

  it('gives up at its limit when a request never ends, and stops listening', async () => {
    const { page, emit, events } = fakePage();
    const state = quiet(page, 1000, 30_000);
    emit('request');
    await vi.advanceTimersByTimeAsync(29_000);
    expect(state.after).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1100);
    expect(state.after).toBeGreaterThanOrEqual(30_000);
    for (const name of ['request', 'requestfinished', 'requestfailed'])
      expect(events.listenerCount(name)).toBe(0);
  });
});

describe('bench arithmetic', () => {
  it('takes the median of odd and even runs', () => {
    expect(median([900, 1200, 1000])).toBe(1000);
    expect(median([900, 1000, 1100, 5000])).toBe(1050);
    expect(median([])).toBeNaN();
  });

  it('judges LCP ratios against the goals: public 1.00x, borrower 1.20x', () => {
    expect(lcpVerdict(0.82, 'public')).toEqual({ goal: 1, meets: true });
    expect(lcpVerdict(1.01, 'public')).toEqual({ goal: 1, meets: false });
    expect(lcpVerdict(1.2, 'borrower')).toEqual({ goal: 1.2, meets: true });
    expect(lcpVerdict(1.21, 'borrower').meets).toBe(false);
    expect(lcpVerdict(Number.NaN, 'borrower').meets).toBe(false);
  });
});
