import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { startMetricsServer } from './metrics-endpoint';

const TOKEN = 'm'.repeat(32);
let server: Awaited<ReturnType<typeof startMetricsServer>> | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A metrics listener on a free loopback port, and a GET of its /metrics. */
async function listener(token: string | undefined) {
  const registry = new Registry();
  registry.setDefaultLabels({ app: 'test' });
  server = await startMetricsServer(registry, { host: '127.0.0.1', port: 0 }, token);
  const { port } = server.server.address() as AddressInfo;
  return (authorization?: string) =>
    fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: authorization ? { authorization } : {},
    });
}

describe('the metrics port (METRICS_PORT)', () => {
  it('with METRICS_TOKEN answers only the bearer token, 401 otherwise', async () => {
    const get = await listener(TOKEN);
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const refused = await get(authorization);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');
      expect(await refused.text()).toBe('Unauthorized');
    }
    const allowed = await get(`Bearer ${TOKEN}`);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('without a token (loopback only: metrics-settings.ts) answers any scraper', async () => {
    const get = await listener(undefined);
    expect((await get()).status).toBe(200);
  });
});
