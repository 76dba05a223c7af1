import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { watchUpstream, type UpstreamHealth } from './upstream-health';

const lines: { level: string; msg: string; upstream?: string }[] = [];
const log = createLogger('info', {
  write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]),
});
const open: (UpstreamHealth | Server)[] = [];

afterEach(async () => {
  lines.length = 0;
  for (const item of open.splice(0)) {
    if ('stop' in item) item.stop();
    else {
      item.closeAllConnections();
      item.close();
      await once(item, 'close');
    }
  }
});

/** A stand-in API answering every request with `status` (or never, for `hang`). */
async function api(answer: number | 'hang') {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url} ${request.headers.authorization ?? ''}`);
    if (answer !== 'hang') response.writeHead(answer).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  open.push(server);
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

function watch(url: string, options: { intervalMs?: number } = {}) {
  const health = watchUpstream({ url, authorization: 'Basic b3BzOnNlY3JldA==', log, ...options });
  open.push(health);
  return health;
}

describe('watchUpstream', () => {
  it('is down until checked, then up for any answer below 500 (a 404 at the base proves the API is there)', async () => {
    const { origin, requests } = await api(404);
    const health = watch(`${origin}/health`);
    expect(health.state()).toEqual({ up: false, detail: 'not checked yet' });
    await health.firstCheck;
    expect(health.state()).toEqual({ up: true, detail: 'status 404' });
    expect(requests).toEqual(['GET /health Basic b3BzOnNlY3JldA==']);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', msg: "the lender's API is reachable" }),
    ]);
  });

  it('is down when the API answers 503, refuses the connection, or takes over a second', async () => {
    const busy = await api(503);
    const busyHealth = watch(busy.origin);
    await busyHealth.firstCheck;
    expect(busyHealth.state()).toEqual({ up: false, detail: 'status 503' });

    const closed = await api(200);
    const port = new URL(closed.origin).port;
    const server = open.pop() as Server;
    server.close();
    await once(server, 'close');
    const refused = watch(`http://127.0.0.1:${port}/`);
    await refused.firstCheck;
    expect(refused.state()).toEqual({ up: false, detail: 'ECONNREFUSED' });

    // Down for its time-out, not a hang: the check gave up by itself.
    const hanging = await api('hang');
    const slow = watch(hanging.origin);
    await slow.firstCheck;
    expect(slow.state()).toEqual({ up: false, detail: 'timeout' });
  });

  it('checks in the background at its own pace and logs a change once, not every check', async () => {
    const { origin, requests } = await api(200);
    const health = watch(origin, { intervalMs: 50 });
    await expect.poll(() => requests.length).toBeGreaterThanOrEqual(4);
    expect(lines.filter((line) => line.msg.includes('reachable'))).toHaveLength(1);
    expect(health.state().up).toBe(true);
  });
});
