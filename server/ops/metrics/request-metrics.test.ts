import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../app';
import { demoQuery } from '../../sandbox/modules/core/demo-borrower';
import { parseSamples, samplesOf, valueOf, type Sample } from '../../test-support/prometheus-text';
import { ROUTE_NAMES } from './route-name';
import type { ServerMetrics } from './server-metrics';
import { testConfig } from '../../test-support/test-config';

const TOKEN = 'metrics-token-for-the-tests-4567';
const REQUESTS = 'borrower_http_request_duration_seconds';
let dist: string;
let app: FastifyInstance & { metrics: ServerMetrics };

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'request-metrics-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(dist, 'assets', 'index-a1.js'), 'console.info(1);');
  app = await buildServer(
    testConfig({
      dataFile: ':memory:',
      distDir: dist,
      metrics: { token: TOKEN },
      onLog: () => {},
    }),
  );
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});
beforeEach(() => app.metrics.registry.resetMetrics());

/** What a scrape shows, read straight from the registry so the scrape itself is not counted. */
async function samples(): Promise<Sample[]> {
  return parseSamples(await app.metrics.registry.metrics());
}

function requestCount(all: Sample[], route: string, method: string, statusClass: string) {
  return valueOf(all, `${REQUESTS}_count`, { route, method, status_class: statusClass });
}

describe('request duration by route name', () => {
  it('names pages by screen, API calls by endpoint, files as one, and the server’s own routes', async () => {
    const session = demoQuery({ orderId: 'PL2024174', productId: '1' });
    const answers = await Promise.all([
      app.inject({ url: `/loanDetail?${session}` }),
      app.inject({ url: `/api/v3/loan-details/loan-details?${session}` }),
      app.inject({ url: '/api/v3/no-such-call?orderId=PL2024174' }),
      app.inject({ url: '/assets/index-a1.js' }),
      app.inject({ url: '/assets/gone-b2.js' }),
      app.inject({ url: '/app-config.json' }),
      app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }),
      app.inject({ method: 'POST', url: '/vitals', payload: 'x' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      200, 200, 404, 200, 404, 200, 200, 204,
    ]);
    const all = await samples();
    expect(requestCount(all, 'orderDetail', 'GET', '2xx')).toBe(1);
    expect(requestCount(all, 'api_loanDetails', 'GET', '2xx')).toBe(1);
    expect(requestCount(all, 'api_other', 'GET', '4xx')).toBe(1);
    expect(requestCount(all, 'static', 'GET', '2xx')).toBe(1);
    expect(requestCount(all, 'static', 'GET', '4xx')).toBe(1);
    expect(requestCount(all, 'app_config', 'GET', '2xx')).toBe(1);
    expect(requestCount(all, 'metrics', 'GET', '2xx')).toBe(1);
    expect(requestCount(all, 'vitals', 'POST', '2xx')).toBe(1);
    // Every request of this test, and nothing else, was timed.
    const counts = samplesOf(all, `${REQUESTS}_count`).map(({ value }) => value);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(answers.length);
    const text = await app.metrics.registry.metrics();
    for (const leak of ['PL2024174', '/loanDetail', 'no-such-call', 'index-a1', 'sessionId'])
      expect(text).not.toContain(leak);
  });

  it('keeps the series bounded whatever paths and methods clients send', async () => {
    const methods = ['GET', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'PATCH'] as const;
    const junk = Array.from({ length: 300 }, (_, index) => {
      const id = `${index.toString(36)}z${'9'.repeat(index % 7)}`;
      return (
        [
          `/${id}`,
          `/api/v3/${id}?q=${id}`,
          `/assets/${id}.js`,
          `/loanDetail/${id}`,
          `/api/v3/loan-details/loan-details/${id}`,
          `/${id}/%E0%A4%A`,
        ][index % 6] ?? '/'
      );
    });
    await Promise.all(
      junk.map((url, index) => app.inject({ method: methods[index % methods.length], url })),
    );
    const series = samplesOf(await samples(), `${REQUESTS}_count`);
    // A broken percent-escape is answered 400 by Fastify's router before any hook runs: never
    // timed (docs/decisions/metrics-histograms.md). Every other request is.
    const hooked = junk.filter((url) => !url.endsWith('%A'));
    expect(series.reduce((sum, { value }) => sum + value, 0)).toBe(hooked.length);
    for (const { labels } of series) {
      expect(ROUTE_NAMES.has(labels.route ?? '')).toBe(true);
      expect(methods).toContain(labels.method);
      expect(labels.status_class).toMatch(/^[1-5]xx$/);
    }
    // A handful of routes, not one per path: 300 junk paths land on at most a few names each.
    const routes = new Set(series.map(({ labels }) => labels.route));
    // An id after an endpoint's path is no endpoint: api_other, not api_loanDetails.
    expect([...routes].sort()).toEqual(['api_other', 'notFound', 'orderDetail', 'static']);
    expect(series.length).toBeLessThanOrEqual(routes.size * methods.length * 5);
  });

  it('times a request from its arrival to its answer', async () => {
    const started = performance.now();
    await app.inject({ url: '/loanDetail' });
    const took = (performance.now() - started) / 1000;
    const all = await samples();
    const page = { route: 'orderDetail', method: 'GET', status_class: '2xx' };
    const seconds = valueOf(all, `${REQUESTS}_sum`, page);
    // In seconds, within the call's own time however long a busy machine made it.
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(took);
    expect(valueOf(all, `${REQUESTS}_bucket`, { ...page, le: '+Inf' })).toBe(1);
  });
});
