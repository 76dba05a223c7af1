import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MetricName, VitalsBeacon } from './vitals-beacon';

/**
 * What the observers have to give at the next hide (./observe-vitals.ts, tested on its own), to
 * the reporter started last: an earlier test's reporter still listens, and gives nothing.
 */
const pending = vi.hoisted(() => Object.assign([] as [string, number][], { started: 0 }));
vi.mock('./observe-vitals', () => ({
  observeVitals: () => {
    const started = (pending.started += 1);
    return () => (started === pending.started ? pending.splice(0) : []);
  },
}));

function measured(name: MetricName, value: number): void {
  pending.push([name, value]);
}

/** A fresh reporter (its queue and the entry's error hooks are module state) on a given address. */
async function startAt(address: string) {
  window.history.replaceState(null, '', address);
  vi.resetModules();
  const errors = await import('./report-errors');
  const vitals = await import('./start-vitals');
  return { ...errors, startVitals: vitals.startVitals };
}

let sent: string[];
let sendBeacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>;
let hidden: boolean;

beforeEach(() => {
  sent = [];
  hidden = false;
  sendBeacon = vi.fn((_url: string, body: string) => {
    sent.push(body);
    return true;
  });
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() =>
    hidden ? 'hidden' : 'visible',
  );
});

afterEach(() => {
  // Sends whatever a test left, so no queue outlives its test.
  window.dispatchEvent(new Event('pagehide'));
  pending.length = 0;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const beacons = () => sent.map((body) => JSON.parse(body) as VitalsBeacon);

describe('field vitals reporter', () => {
  it('sends the landing screen name with its vitals and redacted errors, never the address', async () => {
    const { rootErrorOptions, startVitals } = await startAt(
      '/loanDetail?sessionId=s3cr3t&orderId=PL2024174',
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Caught before the reporter loads: kept and sent later.
    rootErrorOptions.onCaughtError?.(new Error('failed for 09171234567'), { componentStack: '' });
    startVitals();
    measured('LCP', 1234);
    measured('CLS', 0);
    window.dispatchEvent(new Event('pagehide'));

    expect(sendBeacon).toHaveBeenCalledWith('/vitals', expect.any(String));
    expect(beacons()).toEqual([
      {
        screen: 'orderDetail',
        entries: [
          { kind: 'error', source: 'caught', message: 'Error: failed for <n>' },
          { kind: 'metric', name: 'LCP', value: 1234 },
          { kind: 'metric', name: 'CLS', value: 0 },
        ],
      },
    ]);
    expect(sent.join('')).not.toContain('s3cr3t');
    expect(sent.join('')).not.toContain('PL2024174');
  });

  it('holds vitals until the page is hidden, then sends all five in one beacon', async () => {
    const { startVitals } = await startAt('/repay?sessionId=abc');
    startVitals();
    for (const [name, value] of [
      ['LCP', 900],
      ['FCP', 700],
      ['TTFB', 120],
      ['CLS', 0.01],
      ['INP', 64],
    ] as const)
      measured(name, value);
    expect(sendBeacon).not.toHaveBeenCalled();

    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons()).toEqual([
      {
        screen: 'repay',
        entries: [
          { kind: 'metric', name: 'LCP', value: 900 },
          { kind: 'metric', name: 'FCP', value: 700 },
          { kind: 'metric', name: 'TTFB', value: 120 },
          { kind: 'metric', name: 'CLS', value: 0.01 },
          { kind: 'metric', name: 'INP', value: 64 },
        ],
      },
    ]);
    // Sent once: a second hide has nothing new to send.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends errors about 2 s after they happen, named by the screen they happened on', async () => {
    vi.useFakeTimers();
    const { rootErrorOptions, startVitals } = await startAt('/aboutUs');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startVitals();
    window.history.pushState(null, '', '/complaintList?userId=42');
    rootErrorOptions.onUncaughtError?.(new TypeError('x is undefined'), { componentStack: '' });
    window.history.pushState(null, '', '/no-such-screen');
    rootErrorOptions.onCaughtError?.('a string was thrown', { componentStack: '' });
    measured('LCP', 1500);
    expect(sendBeacon).not.toHaveBeenCalled();

    vi.advanceTimersByTime(2000);
    // The errors only: the vitals wait for the page to be hidden, and the landing screen's name.
    expect(beacons()).toEqual([
      {
        screen: 'complaintList',
        entries: [{ kind: 'error', source: 'uncaught', message: 'TypeError: x is undefined' }],
      },
      {
        screen: 'notFound',
        entries: [{ kind: 'error', source: 'caught', message: 'a string was thrown' }],
      },
    ]);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons().at(-1)).toEqual({
      screen: 'aboutUs',
      entries: [{ kind: 'metric', name: 'LCP', value: 1500 }],
    });
  });

  it('falls back to fetch with keepalive when the beacon is refused', async () => {
    sendBeacon.mockReturnValue(false);
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    const { startVitals } = await startAt('/promotion');
    startVitals();
    measured('TTFB', 80);
    window.dispatchEvent(new Event('pagehide'));

    expect(fetchMock).toHaveBeenCalledWith('/vitals', {
      method: 'POST',
      body: JSON.stringify({
        screen: 'promotion',
        entries: [{ kind: 'metric', name: 'TTFB', value: 80 }],
      }),
      keepalive: true,
      headers: { 'Content-Type': 'text/plain' },
    });
  });

  it('splits many errors into beacons the server accepts, losing none', async () => {
    const { rootErrorOptions, startVitals } = await startAt('/repayment');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The most the entry keeps before the reporter loads, each message at its longest.
    for (let index = 0; index < 25; index += 1)
      rootErrorOptions.onRecoverableError?.(new Error(`mismatch ${'word '.repeat(60)}`), {});
    startVitals();
    window.dispatchEvent(new Event('pagehide'));

    expect(sent.length).toBeGreaterThan(1);
    for (const body of sent)
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(4096);
    const entries = beacons().flatMap((beacon) => beacon.entries);
    expect(entries).toHaveLength(20);
    expect(new Set(beacons().map((beacon) => beacon.screen))).toEqual(new Set(['cardRepayment']));
  });
});
