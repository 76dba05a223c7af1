import { describe, expect, it } from 'vitest';
import { parseSamples, samplesOf, valueOf } from '../../test-support/prometheus-text';
import {
  createServerMetrics,
  UPSTREAM_FAILURE_REASONS,
  type ServerMetrics,
} from './server-metrics';

async function scrape(metrics: ServerMetrics) {
  return parseSamples(await metrics.registry.metrics());
}

describe('createServerMetrics', () => {
  it('has every upstream failure reason and server-render outcome at 0 from the start', async () => {
    const samples = await scrape(createServerMetrics());
    const reasons = samplesOf(samples, 'borrower_upstream_failures_total');
    expect(Object.fromEntries(reasons.map(({ labels, value }) => [labels.reason, value]))).toEqual({
      unreachable: 0,
      timeout: 0,
      bad_answer: 0,
      too_large: 0,
      rate_limited: 0,
    });
    const renders = samplesOf(samples, 'borrower_server_renders_total');
    expect(Object.fromEntries(renders.map(({ labels, value }) => [labels.outcome, value]))).toEqual(
      { rendered: 0, shell_timeout: 0, shell_overload: 0, shell_error: 0, unavailable: 0 },
    );
    expect(samplesOf(samples, 'borrower_vitals_beacons_total')).toHaveLength(4);
  });

  it('counts upstream failures by the reason of the status the proxy sent', async () => {
    const metrics = createServerMetrics();
    metrics.countUpstreamFailure(UPSTREAM_FAILURE_REASONS[504]);
    metrics.countUpstreamFailure(UPSTREAM_FAILURE_REASONS[504]);
    metrics.countUpstreamFailure(UPSTREAM_FAILURE_REASONS[413]);
    const samples = await scrape(metrics);
    expect(valueOf(samples, 'borrower_upstream_failures_total', { reason: 'timeout' })).toBe(2);
    expect(valueOf(samples, 'borrower_upstream_failures_total', { reason: 'too_large' })).toBe(1);
    expect(valueOf(samples, 'borrower_upstream_failures_total', { reason: 'unreachable' })).toBe(0);
    expect(UPSTREAM_FAILURE_REASONS).toEqual({
      503: 'unreachable',
      504: 'timeout',
      502: 'bad_answer',
      413: 'too_large',
      429: 'rate_limited',
    });
  });

  it('counts server renders by outcome', async () => {
    const metrics = createServerMetrics();
    metrics.countServerRender('rendered');
    metrics.countServerRender('shell_overload');
    metrics.countServerRender('rendered');
    const samples = await scrape(metrics);
    expect(valueOf(samples, 'borrower_server_renders_total', { outcome: 'rendered' })).toBe(2);
    expect(valueOf(samples, 'borrower_server_renders_total', { outcome: 'shell_overload' })).toBe(
      1,
    );
    expect(valueOf(samples, 'borrower_server_renders_total', { outcome: 'unavailable' })).toBe(0);
  });

  it('says which build runs, with the version and commit it was given and the Node version', async () => {
    const given = createServerMetrics({ build: { version: '1.4.0', commit: 'c27a655' } });
    expect(await given.registry.metrics()).toContain(
      `borrower_build_info{version="1.4.0",commit="c27a655",node="${process.version}"} 1`,
    );
    const unset = await scrape(createServerMetrics());
    expect(samplesOf(unset, 'borrower_build_info')).toEqual([
      {
        name: 'borrower_build_info',
        labels: { version: 'unknown', commit: 'unknown', node: process.version },
        value: 1,
      },
    ]);
  });

  it('collects process and Node.js metrics only when asked, in its own registry', async () => {
    const plain = await createServerMetrics().registry.metrics();
    expect(plain).not.toContain('process_cpu_user_seconds_total');
    const withProcess = createServerMetrics({ processMetrics: true });
    const text = await withProcess.registry.metrics();
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ])
      expect(text).toContain(`# TYPE ${name} `);
    // Histograms only: no series anywhere that replicas could not add up.
    expect(text).not.toContain('quantile=');
    expect(text).not.toMatch(/^# TYPE \S+ summary$/m);
  });

  it('keeps each server’s figures apart', async () => {
    const one = createServerMetrics();
    const other = createServerMetrics();
    one.countServerRender('rendered');
    expect(
      valueOf(await scrape(other), 'borrower_server_renders_total', { outcome: 'rendered' }),
    ).toBe(0);
  });

  it('times requests by route, method and status class, with methods and classes bounded', async () => {
    const metrics = createServerMetrics();
    metrics.observeRequest({ route: 'orderDetail', method: 'GET', statusCode: 200, seconds: 0.02 });
    metrics.observeRequest({ route: 'orderDetail', method: 'GET', statusCode: 204, seconds: 0.3 });
    metrics.observeRequest({ route: 'api_other', method: 'BREW', statusCode: 404, seconds: 0.001 });
    const samples = await scrape(metrics);
    const page = { route: 'orderDetail', method: 'GET', status_class: '2xx' };
    expect(valueOf(samples, 'borrower_http_request_duration_seconds_count', page)).toBe(2);
    expect(
      valueOf(samples, 'borrower_http_request_duration_seconds_bucket', { ...page, le: '0.025' }),
    ).toBe(1);
    expect(valueOf(samples, 'borrower_http_request_duration_seconds_sum', page)).toBeCloseTo(0.32);
    expect(
      valueOf(samples, 'borrower_http_request_duration_seconds_count', {
        route: 'api_other',
        method: 'other',
        status_class: '4xx',
      }),
    ).toBe(1);
  });
});
