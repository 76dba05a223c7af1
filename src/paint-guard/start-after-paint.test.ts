import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAppAfterPaint } from './start-after-paint';

function guardTag(data: Record<string, string>): HTMLScriptElement {
  const guard = document.createElement('script');
  Object.assign(guard.dataset, data);
  return guard;
}

const started = () => ({
  entry: [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map(
    (script) => script.getAttribute('src'),
  ),
  preloads: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => link.getAttribute('href'),
  ),
});

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe('starting the app on a prerendered page', () => {
  it('adds the entry and its preloads only after the frame that paints the page', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    startAppAfterPaint(
      guardTag({ app: '/assets/index-a.js', preload: '/assets/runtime-b.js /assets/session-c.js' }),
      true,
    );
    expect(started().entry).toEqual([]);
    vi.advanceTimersToNextFrame();
    // The frame's callback only queues the start: the paint comes first.
    expect(started().entry).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(started()).toEqual({
      entry: ['/assets/index-a.js'],
      preloads: ['/assets/runtime-b.js', '/assets/session-c.js'],
    });
    const entry = document.head.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(entry?.crossOrigin).toBe('');
    // The entry (React DOM, the largest file) is asked for first, ahead of the screen's chunks.
    expect(document.head.firstElementChild).toBe(entry);
  });

  it('where the browser reports paints, starts once the first contentful paint is reported', () => {
    let report: ((names: string[]) => void) | undefined;
    let watched = false;
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: PerformanceObserverCallback) {
        report = (names) =>
          callback(
            {
              getEntriesByName: (name: string) => names.filter((entry) => entry === name),
            } as never,
            this as never,
          );
      }
      observe() {
        watched = true;
      }
      disconnect() {
        report = undefined;
      }
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    startAppAfterPaint(guardTag({ app: '/assets/index-a.js' }), true);
    expect(watched).toBe(true);
    report?.(['first-paint']);
    expect(started().entry).toEqual([]);
    report?.(['first-contentful-paint']);
    expect(started().entry).toEqual(['/assets/index-a.js']);
    // Disconnected: a later report starts nothing more.
    expect(report).toBeUndefined();
    vi.unstubAllGlobals();
  });

  it('starts at once when there is no paint to wait for (markup hidden by the guard)', () => {
    startAppAfterPaint(guardTag({ app: '/assets/index-a.js' }), false);
    expect(started().entry).toEqual(['/assets/index-a.js']);
  });

  it('does nothing on a page whose guard names no app', () => {
    startAppAfterPaint(guardTag({}), false);
    startAppAfterPaint(null, false);
    expect(started()).toEqual({ entry: [], preloads: [] });
  });
});
