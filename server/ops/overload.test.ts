import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BuiltServer } from '../app';
import { outDir } from '../../tests/setup/paths';
import { BUSY_MESSAGE } from './busy-page';
import { testConfig } from '../test-support/test-config';

/** Holds the event loop, as a flood of work would. */
function block(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

let app: BuiltServer;
beforeAll(async () => {
  app = await buildServer(
    testConfig({
      dataFile: ':memory:',
      distDir: outDir,
      // Thresholds this test can reach by holding the loop for a moment.
      overload: { shellAboveMs: 5, refuseAboveMs: 10, sampleIntervalMs: 50, retryAfterSeconds: 7 },
    }),
  );
});
afterAll(() => app.close());

/** Blocks the loop until the server's sampler sees the pressure. */
async function overloaded(): Promise<void> {
  await expect
    .poll(
      () => {
        block(300);
        return app.isUnderPressure();
      },
      { timeout: 15_000, interval: 20 },
    )
    .toBe(true);
}

describe('under pressure', () => {
  it('refuses pages and API calls with 503 and Retry-After, but not probes, metrics or files', async () => {
    await overloaded();
    const [page, api, live, ready, file] = await Promise.all([
      app.inject({ url: '/loanDetail?orderId=PL2024174' }),
      app.inject({ url: '/api/v3/order/loan-details' }),
      app.inject({ url: '/livez' }),
      app.inject({ url: '/readyz' }),
      app.inject({ url: '/robots.txt' }),
    ]);
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('7');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('We are busy right now');
    // The page says nothing of the link (it carries session values).
    expect(page.body).not.toContain('PL2024174');
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('7');
    expect(api.json()).toEqual({ code: 503, message: BUSY_MESSAGE });
    // Security headers on the refusal too.
    expect(api.headers['content-security-policy']).toContain("default-src 'self'");
    expect([live.statusCode, ready.statusCode, file.statusCode]).toEqual([200, 200, 200]);
  }, 30_000);

  it('serves again once the loop has caught up', async () => {
    await expect
      .poll(async () => (await app.inject({ url: '/loanDetail' })).statusCode, { timeout: 10_000 })
      .toBe(200);
  }, 30_000);
});
