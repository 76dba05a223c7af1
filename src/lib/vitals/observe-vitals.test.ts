import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cumulativeShift, interactionToNextPaint, observeVitals } from './observe-vitals';

type Entry = object;

const shift = (startTime: number, value: number, hadRecentInput = false) =>
  ({ startTime, value, hadRecentInput }) as unknown as PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
  };

/**
 * The browser's observers, as far as the module uses them: entries recorded for a type wait
 * until the browser hands them to the callback (`deliver`) or the page takes them
 * (`takeRecords`); `buffered` ones recorded before the observer started count.
 */
class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint', 'layout-shift', 'event'];
  static observers = new Map<string, FakeObserver>();
  static waiting = new Map<string, Entry[]>();
  static options = new Map<string, object>();
  type = '';
  constructor(private readonly callback: (list: { getEntries: () => Entry[] }) => void) {}
  observe(options: { type: string; buffered?: boolean }) {
    expect(options.buffered).toBe(true);
    this.type = options.type;
    FakeObserver.observers.set(options.type, this);
    FakeObserver.options.set(options.type, options);
  }
  takeRecords() {
    return FakeObserver.waiting.get(this.type)?.splice(0) ?? [];
  }
  static record(type: string, ...entries: Entry[]) {
    FakeObserver.waiting.set(type, [...(FakeObserver.waiting.get(type) ?? []), ...entries]);
  }
  static deliver(type: string) {
    const observer = FakeObserver.observers.get(type);
    const entries = observer?.takeRecords() ?? [];
    observer?.callback({ getEntries: () => entries });
  }
}

let timeline: Record<string, Entry[]>;

beforeEach(() => {
  FakeObserver.observers.clear();
  FakeObserver.waiting.clear();
  FakeObserver.options.clear();
  timeline = { navigation: [{ responseStart: 180, activationStart: 0 }], 'visibility-state': [] };
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(
    (type) => (timeline[type] ?? []) as PerformanceEntryList,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cumulativeShift (CLS)', () => {
  it('is the largest window of shifts, each within 1 s of the last', () => {
    expect(cumulativeShift([])).toBe(0);
    expect(cumulativeShift([shift(0, 0.1), shift(900, 0.1), shift(2500, 0.15)])).toBeCloseTo(0.2);
    expect(cumulativeShift([shift(0, 0.05), shift(1200, 0.1), shift(2100, 0.1)])).toBeCloseTo(0.2);
  });

  it('leaves out shifts that follow input, and closes a window at 5 s', () => {
    expect(cumulativeShift([shift(0, 0.3, true), shift(100, 0.05)])).toBeCloseTo(0.05);
    // Every 0.9 s for 6.3 s: the first window takes the shifts of its first 5 s (0 to 4.5 s).
    const steady = Array.from({ length: 8 }, (_, index) => shift(index * 900, 0.1));
    expect(cumulativeShift(steady)).toBeCloseTo(0.6);
  });
});

describe('interactionToNextPaint (INP)', () => {
  const tap = (interactionId: number, duration: number) =>
    ({ interactionId, duration }) as unknown as PerformanceEntry;

  it('is the slowest interaction, each one counted by its slowest event', () => {
    expect(interactionToNextPaint([])).toBeUndefined();
    // Entries with no interaction (a mouse move) are not interactions.
    expect(interactionToNextPaint([tap(0, 500)])).toBeUndefined();
    expect(interactionToNextPaint([tap(7, 40), tap(7, 120), tap(8, 96)])).toBe(120);
  });

  it('skips one slowest interaction for every 50 the page has had', () => {
    const taps = Array.from({ length: 120 }, (_, index) => tap(index + 1, 40 + index));
    // 120 interactions: the two slowest (159, 158) are outliers.
    expect(interactionToNextPaint(taps)).toBe(157);
    vi.stubGlobal('performance', { interactionCount: 49 });
    expect(interactionToNextPaint(taps.slice(0, 3))).toBe(42);
  });
});

describe('observeVitals', () => {
  it("gives the page's vitals from buffered entries, those the browser has not handed over too", () => {
    FakeObserver.record('paint', { name: 'first-paint', startTime: 600 });
    FakeObserver.record('paint', { name: 'first-contentful-paint', startTime: 640 });
    FakeObserver.record('largest-contentful-paint', { startTime: 700 }, { startTime: 910 });
    FakeObserver.record('layout-shift', shift(300, 0.02));
    const take = observeVitals();
    FakeObserver.deliver('paint');
    FakeObserver.deliver('largest-contentful-paint');
    // A tap whose entries the browser has recorded but not yet handed to the callback.
    FakeObserver.record('event', { interactionId: 3, duration: 88 });

    expect(Object.fromEntries(take())).toEqual({
      LCP: 910,
      FCP: 640,
      TTFB: 180,
      CLS: 0.02,
      INP: 88,
    });
    expect(FakeObserver.options.get('event')).toMatchObject({ durationThreshold: 40 });
  });

  it('gives again only what changed, and nothing for a type the browser does not have', () => {
    FakeObserver.record('largest-contentful-paint', { startTime: 800 });
    const take = observeVitals();
    // No first-input observer here (an engine without the type): it was never started.
    expect(FakeObserver.observers.has('first-input')).toBe(false);
    expect(take()).toEqual([
      ['LCP', 800],
      ['TTFB', 180],
      ['CLS', 0],
    ]);
    expect(take()).toEqual([]);
    FakeObserver.record('layout-shift', shift(2000, 0.1));
    FakeObserver.record('event', { interactionId: 9, duration: 200 });
    expect(take()).toEqual([
      ['CLS', 0.1],
      ['INP', 200],
    ]);
  });

  it('counts from the activation of a prerendered page, and nothing painted after it was first hidden', () => {
    timeline.navigation = [{ responseStart: 50, activationStart: 400 }];
    timeline['visibility-state'] = [
      { name: 'visible', startTime: 0 },
      { name: 'hidden', startTime: 1000 },
    ];
    FakeObserver.record('paint', { name: 'first-contentful-paint', startTime: 600 });
    FakeObserver.record('largest-contentful-paint', { startTime: 900 }, { startTime: 1300 });

    expect(Object.fromEntries(observeVitals()())).toEqual({
      LCP: 500,
      FCP: 200,
      TTFB: 0,
      CLS: 0,
    });
  });

  it('gives no paint vitals for a page that opened hidden', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    FakeObserver.record('paint', { name: 'first-contentful-paint', startTime: 300 });
    FakeObserver.record('largest-contentful-paint', { startTime: 300 });
    expect(observeVitals()()).toEqual([
      ['TTFB', 180],
      ['CLS', 0],
    ]);
  });

  it('takes a page restored from the back/forward cache as a new view: its paint from the restore, TTFB 0, and CLS and INP since', () => {
    FakeObserver.record('paint', { name: 'first-contentful-paint', startTime: 640 });
    FakeObserver.record('largest-contentful-paint', { startTime: 910 });
    FakeObserver.record('layout-shift', shift(300, 0.3));
    FakeObserver.record('event', { interactionId: 3, duration: 300, startTime: 1000 });
    const take = observeVitals();
    expect(Object.fromEntries(take())).toEqual({
      LCP: 910,
      FCP: 640,
      TTFB: 180,
      CLS: 0.3,
      INP: 300,
    });

    const show = (persisted: boolean) => {
      const event = new Event('pageshow');
      Object.defineProperties(event, {
        persisted: { value: persisted },
        timeStamp: { value: 5000 },
      });
      window.dispatchEvent(event);
    };
    // A page shown for the first time (not from the cache) is the same view.
    show(false);
    expect(take()).toEqual([]);

    // The frame after the restore paints 120 ms after it.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
    vi.spyOn(performance, 'now').mockReturnValue(5120);
    show(true);
    // What happened before the restore is the earlier view's.
    FakeObserver.record('layout-shift', shift(5200, 0.05));
    FakeObserver.record('event', { interactionId: 12, duration: 120, startTime: 5300 });
    expect(Object.fromEntries(take())).toEqual({
      LCP: 120,
      FCP: 120,
      TTFB: 0,
      CLS: 0.05,
      INP: 120,
    });
    expect(take()).toEqual([]);
  });

  it("counts a restored view's INP outliers from the interactions it had itself", () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const tap = (interactionId: number, duration: number) => ({
      interactionId,
      duration,
      startTime: 6000 + interactionId,
    });
    const take = observeVitals();
    // 100 interactions before the restore: the restored view has had none of them.
    Object.defineProperty(performance, 'interactionCount', { value: 100, configurable: true });
    const event = new Event('pageshow');
    Object.defineProperties(event, { persisted: { value: true }, timeStamp: { value: 5000 } });
    window.dispatchEvent(event);
    Object.defineProperty(performance, 'interactionCount', { value: 103, configurable: true });
    FakeObserver.record('event', tap(1, 80), tap(2, 400), tap(3, 90));
    // Three interactions of its own: no outlier is skipped, the slowest counts.
    expect(Object.fromEntries(take()).INP).toBe(400);
    delete (performance as { interactionCount?: number }).interactionCount;
  });
});
