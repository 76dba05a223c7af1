import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VITALS_MAX_ENTRIES, VITALS_PATH } from '../../../src/lib/vitals/vitals-beacon';
import { buildServer } from '../../app';
import { parseSamples, valueOf } from '../../test-support/prometheus-text';
import type { ServerMetrics } from '../metrics/server-metrics';
import { startMetricsServer } from '../metrics/metrics-endpoint';
import { VITALS_BEACONS_PER_MINUTE } from './vitals-route';
import { testConfig } from '../../test-support/test-config';

const TOKEN = 'metrics-token-for-the-tests-0123';
const lines: string[] = [];
let app: FastifyInstance & { metrics: ServerMetrics };
let client = 0;

beforeAll(async () => {
  app = await buildServer(
    testConfig({
      dataFile: ':memory:',
      metrics: { token: TOKEN },
      onLog: (line) => lines.push(line),
    }),
  );
});
afterAll(() => app.close());
beforeEach(() => {
  lines.length = 0;
  app.metrics.registry.resetMetrics();
  client += 1;
});

/** Each test its own client address, so the per-client limit of one never touches another. */
function beacon(body: unknown, address = `10.0.0.${client}`) {
  return app.inject({
    method: 'POST',
    url: VITALS_PATH,
    remoteAddress: address,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function metrics(): Promise<string> {
  const answer = await app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toContain('text/plain; version=0.0.4');
  return answer.body;
}

describe('POST /vitals', () => {
  it('keeps a histogram per screen and metric, in seconds, and CLS in one of its own', async () => {
    for (const value of [1000, 1200, 1400, 1600, 3000]) {
      const answer = await beacon({
        screen: 'orderDetail',
        entries: [
          { kind: 'metric', name: 'LCP', value },
          { kind: 'metric', name: 'CLS', value: value / 10_000 },
        ],
      });
      expect(answer.statusCode).toBe(204);
    }
    const text = await metrics();
    expect(text).toContain('# TYPE borrower_web_vitals_seconds histogram');
    expect(text).toContain('# TYPE borrower_web_vitals_cls histogram');
    expect(text).not.toContain('quantile=');
    const samples = parseSamples(text);
    const lcp = { screen: 'orderDetail', metric: 'LCP' };
    const lcpBucket = (le: string) =>
      valueOf(samples, 'borrower_web_vitals_seconds_bucket', { ...lcp, le });
    expect([lcpBucket('0.8'), lcpBucket('1'), lcpBucket('1.5'), lcpBucket('1.8')]).toEqual([
      0, 1, 3, 4,
    ]);
    expect([lcpBucket('2.5'), lcpBucket('3'), lcpBucket('10'), lcpBucket('+Inf')]).toEqual([
      4, 5, 5, 5,
    ]);
    expect(valueOf(samples, 'borrower_web_vitals_seconds_sum', lcp)).toBeCloseTo(8.2);
    expect(valueOf(samples, 'borrower_web_vitals_seconds_count', lcp)).toBe(5);
    // CLS is a score, not a time: not divided, and never among the timed vitals.
    const cls = { screen: 'orderDetail' };
    const clsBucket = (le: string) =>
      valueOf(samples, 'borrower_web_vitals_cls_bucket', { ...cls, le });
    expect([clsBucket('0.05'), clsBucket('0.1'), clsBucket('0.15'), clsBucket('0.25')]).toEqual([
      0, 1, 3, 4,
    ]);
    expect(valueOf(samples, 'borrower_web_vitals_cls_count', cls)).toBe(5);
    expect(text).not.toContain('metric="CLS"');
  });

  it('counts client errors and logs them redacted, never a session value', async () => {
    await beacon({
      screen: 'repay',
      entries: [
        {
          kind: 'error',
          source: 'uncaught',
          message: 'TypeError: x failed for /repay?sessionId=s3cr3t&phone=09171234567',
        },
      ],
    });
    expect(await metrics()).toContain(
      'borrower_client_errors_total{screen="repay",source="uncaught"} 1',
    );
    expect(lines).toEqual([
      '[client-error] uncaught screen=repay TypeError: x failed for /repay?<query>',
    ]);
  });

  it.each([
    [
      'a path instead of a screen name',
      { screen: '/loanDetail?sessionId=abc', entries: [{ kind: 'metric', name: 'LCP', value: 1 }] },
    ],
    [
      'an unknown metric',
      { screen: 'repay', entries: [{ kind: 'metric', name: 'FID', value: 1 }] },
    ],
    [
      'a negative value',
      { screen: 'repay', entries: [{ kind: 'metric', name: 'LCP', value: -1 }] },
    ],
    [
      'an extra field',
      { screen: 'repay', sessionId: 'abc', entries: [{ kind: 'metric', name: 'LCP', value: 1 }] },
    ],
    ['no entries', { screen: 'repay', entries: [] }],
    [
      'too many entries',
      {
        screen: 'repay',
        entries: Array.from({ length: VITALS_MAX_ENTRIES + 1 }, () => ({
          kind: 'metric',
          name: 'LCP',
          value: 1,
        })),
      },
    ],
    ['not JSON', 'LCP=1'],
  ])('ignores %s (204, nothing kept but the count of invalid beacons)', async (_name, body) => {
    const answer = await beacon(body);
    expect(answer.statusCode).toBe(204);
    const text = await metrics();
    expect(text).not.toContain('screen="repay"');
    expect(text).not.toContain('sessionId');
    expect(text).toContain('borrower_vitals_beacons_total{outcome="invalid"} 1');
    expect(text).not.toMatch(/outcome="accepted"\} [1-9]/);
  });

  it('refuses a body over the limit with 413, and counts it', async () => {
    const answer = await beacon({ screen: 'repay', entries: [], pad: 'x'.repeat(5000) });
    expect(answer.statusCode).toBe(413);
    expect(await metrics()).toContain('borrower_vitals_beacons_total{outcome="too_large"} 1');
  });

  it('never keeps a query, id or session value; figures carry only the screen name', async () => {
    const answer = await beacon({
      screen: 'orderDetail',
      entries: [
        { kind: 'metric', name: 'TTFB', value: 42 },
        {
          kind: 'error',
          source: 'caught',
          message: 'failed /loanDetail?sessionId=s3cr3t&orderId=PL2024174 token=abcdef',
        },
      ],
    });
    expect(answer.statusCode).toBe(204);
    const kept = `${await metrics()}\n${lines.join('\n')}`;
    expect(kept).toContain(
      'borrower_web_vitals_seconds_count{screen="orderDetail",metric="TTFB"} 1',
    );
    for (const leak of ['s3cr3t', 'PL2024174', 'abcdef', 'sessionId='])
      expect(kept).not.toContain(leak);
    expect(lines).toEqual([
      '[client-error] caught screen=orderDetail failed /loanDetail?<query> token=<secret>',
    ]);
  });

  it(`keeps at most ${VITALS_BEACONS_PER_MINUTE} beacons a minute from one client`, async () => {
    const body = { screen: 'aboutUs', entries: [{ kind: 'metric', name: 'TTFB', value: 10 }] };
    for (let index = 0; index < VITALS_BEACONS_PER_MINUTE + 5; index += 1) {
      expect((await beacon(body)).statusCode).toBe(204);
    }
    expect(await beacon(body, '10.9.9.9')).toMatchObject({ statusCode: 204 });
    const text = await metrics();
    expect(text).toContain(
      `borrower_web_vitals_seconds_count{screen="aboutUs",metric="TTFB"} ${VITALS_BEACONS_PER_MINUTE + 1}`,
    );
    expect(text).toContain(
      `borrower_vitals_beacons_total{outcome="accepted"} ${VITALS_BEACONS_PER_MINUTE + 1}`,
    );
    expect(text).toContain('borrower_vitals_beacons_total{outcome="rate_limited"} 5');
  });
});

describe('POST /vitals in proxy mode', () => {
  it('is answered by this server, never forwarded upstream', async () => {
    // Nothing listens upstream: a forwarded beacon would fail, a kept one is counted.
    const proxy = await buildServer(
      testConfig({
        dataFile: ':memory:',
        upstream: { base: 'http://127.0.0.1:9/api' },
        metrics: { token: TOKEN },
      }),
    );
    try {
      const answer = await proxy.inject({
        method: 'POST',
        url: VITALS_PATH,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({
          screen: 'repay',
          entries: [{ kind: 'metric', name: 'FCP', value: 800 }],
        }),
      });
      expect(answer.statusCode).toBe(204);
      const text = await proxy.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(text.body).toContain(
        'borrower_web_vitals_seconds_count{screen="repay",metric="FCP"} 1',
      );
      // Every outcome is there from the start, the drops at 0.
      expect(text.body).toContain('borrower_vitals_beacons_total{outcome="rate_limited"} 0');
    } finally {
      await proxy.close();
    }
  });
});

describe('GET /metrics', () => {
  it('is a plain 404 on the public port without the right bearer token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN]) {
      const answer = await app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe('Not found');
    }
  });

  it('is a 404 whatever the header when no METRICS_TOKEN is set', async () => {
    const open = await buildServer(testConfig({ dataFile: ':memory:' }));
    try {
      const answer = await open.inject({ url: '/metrics', headers: { authorization: 'Bearer ' } });
      expect(answer.statusCode).toBe(404);
    } finally {
      await open.close();
    }
  });

  it('answers on its own loopback listener (METRICS_PORT) without a token', async () => {
    const server = await startMetricsServer(app.metrics.registry, { host: '127.0.0.1', port: 0 });
    try {
      const address = server.server.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      expect(address.address).toBe('127.0.0.1');
      await beacon({
        screen: 'cardRepayment',
        entries: [{ kind: 'metric', name: 'INP', value: 96 }],
      });
      const answer = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(answer.status).toBe(200);
      const samples = parseSamples(await answer.text());
      const inp = { screen: 'cardRepayment', metric: 'INP' };
      expect(valueOf(samples, 'borrower_web_vitals_seconds_bucket', { ...inp, le: '0.1' })).toBe(1);
      expect(valueOf(samples, 'borrower_web_vitals_seconds_sum', inp)).toBeCloseTo(0.096);
      expect((await fetch(`http://127.0.0.1:${address.port}/vitals`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
