import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPath } from '../../tests/fixtures/demo';
import { outDir } from '../../tests/setup/paths';
import { servingOrigin, spawnServer, type ServerProcess } from '../../scripts/lib/server-process';
import { startStandInUpstream, type StandInUpstream } from '../../tests/setup/stand-in-upstream';
import { readyzAnswer } from '../test-support/readyz-answer';
import { UPSTREAM_CHECK_INTERVAL_MS } from './upstream-health';

/*
 * The probes of the compiled server as an orchestrator sees them, in real processes: /readyz
 * shows the lender's API from a background check (never one call per probe) without following
 * it, and the first
 * page after a start is rendered, not the shell (the renderer is warm before traffic).
 */
const servers: ServerProcess[] = [];
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'probes-'));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(dir, { recursive: true, force: true });
});

function serve(env: Record<string, string>): ServerProcess {
  const server = spawnServer({ DIST_DIR: outDir, ...env });
  servers.push(server);
  return server;
}

async function probe(origin: string, path: string) {
  const answer = await fetch(`${origin}${path}`);
  return { status: answer.status, body: (await answer.json()) as { checks?: unknown } };
}

describe('readiness is the replica’s own, not the lender’s API', () => {
  let upstream: StandInUpstream;
  beforeAll(async () => {
    upstream = await startStandInUpstream();
  });

  it('ready while the API answers, and still ready once it is gone: a field, a metric and a log line say so; never a call per probe', async () => {
    const token = 'probe-metrics-token-0123456789abcdef';
    const server = serve({
      API_UPSTREAM: `${upstream.origin}/api`,
      UPSTREAM_HEALTH_PATH: '/ping',
      METRICS_TOKEN: token,
    });
    const origin = await servingOrigin(server);
    await expect.poll(async () => probe(origin, '/readyz')).toEqual(readyzAnswer('up'));
    const checks = () => upstream.received.filter((call) => call.url === '/api/ping').length;
    const before = checks();
    await Promise.all(Array.from({ length: 20 }, () => probe(origin, '/readyz')));
    expect(checks() - before).toBeLessThanOrEqual(1);
    const upMetric = async () => {
      const text = await (
        await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } })
      ).text();
      return /^borrower_upstream_up (\d)$/m.exec(text)?.[1];
    };
    expect(await upMetric()).toBe('1');

    await upstream.close();
    await expect
      .poll(async () => probe(origin, '/readyz'), { timeout: UPSTREAM_CHECK_INTERVAL_MS + 5_000 })
      .toEqual(readyzAnswer('down'));
    expect(await upMetric()).toBe('0');
    await server.waitForLine(
      (line) =>
        line.level === 'warn' &&
        line.msg === "the lender's API is not reachable" &&
        line.upstream === 'ECONNREFUSED',
    );
    // Pages that need no API are still served by this replica.
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root"');
    expect((await probe(origin, '/livez')).status).toBe(200);
  }, 40_000);

  it('ready from the start when API_UPSTREAM points at a dead port, the field saying down', async () => {
    const dead = await startStandInUpstream();
    await dead.close();
    const server = serve({ API_UPSTREAM: `${dead.origin}/api` });
    const origin = await servingOrigin(server);
    await expect.poll(async () => probe(origin, '/readyz')).toEqual(readyzAnswer('down'));
  }, 30_000);
});

describe('the first page after a start', () => {
  it('is rendered with its data, not the shell', async () => {
    const server = serve({ SANDBOX: '1', DATA_FILE: join(dir, 'sandbox.db'), FOREIGN_PORT: '0' });
    const origin = await servingOrigin(server);
    expect((await probe(origin, '/readyz')).status).toBe(200);
    const link = demoPath('/loanDetail', { orderId: 'PL2024170', productId: '1' });
    // What a phone's browser sends when it opens the link.
    const page = await fetch(`${origin}${link}`, {
      headers: {
        'sec-fetch-dest': 'document',
        'sec-fetch-mode': 'navigate',
        'accept-language': 'en-PH,en;q=0.9',
      },
    });
    const html = await page.text();
    expect(html).toContain('data-rendered-for="/loandetail"');
    expect(html).toContain('PL2024170');
    expect(page.headers.get('cache-control')).toBe('no-store');
  }, 30_000);
});
