import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';

const reporters = vi.hoisted(() => new Map<string, (metric: Metric) => void>());
vi.mock('web-vitals', () => {
  const on = (name: string) => (callback: (metric: Metric) => void) => {
    reporters.set(name, callback);
  };
  return {
    onLCP: on('LCP'),
    onINP: on('INP'),
    onCLS: on('CLS'),
    onFCP: on('FCP'),
    onTTFB: on('TTFB'),
  };
});

afterEach(() => {
  reporters.clear();
  window.history.replaceState(null, '', '/');
});

function metric(name: Metric['name'], value: number): Metric {
  return { name, value } as Metric;
}

describe('field vitals reporter', () => {
  it('sends the landing screen name with its vitals and redacted errors, never the address', async () => {
    window.history.replaceState(null, '', '/loanDetail?sessionId=s3cr3t&orderId=PL2024174');
    const sent: string[] = [];
    const sendBeacon = vi.fn((_url: string, body: string) => {
      sent.push(body);
      return true;
    });
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const { rootErrorOptions } = await import('./report-errors');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Caught before the reporter loads: kept and sent later.
    rootErrorOptions.onCaughtError?.(new Error('failed for 09171234567'), { componentStack: '' });
    const { startVitals } = await import('./start-vitals');
    startVitals();
    reporters.get('LCP')?.(metric('LCP', 1234));
    reporters.get('CLS')?.(metric('CLS', 0));
    window.dispatchEvent(new Event('pagehide'));

    expect(sendBeacon).toHaveBeenCalledWith('/vitals', expect.any(String));
    expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([
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
    vi.unstubAllGlobals();
  });
});
