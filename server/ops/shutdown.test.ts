import { Agent, request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servingOrigin, spawnServer, type ServerProcess } from '../../scripts/lib/server-process';
import { startStandInUpstream, type StandInUpstream } from '../../tests/setup/stand-in-upstream';

/*
 * SIGTERM as an orchestrator sends it, to the compiled server in proxy mode (a real process, real
 * sockets): /readyz turns 503 at once, requests are still served while the load balancer takes
 * the replica out, then no new connection is taken, idle keep-alive connections are closed,
 * in-flight requests finish, and the process exits; by the deadline whatever clients do.
 */
const DRAIN_SECONDS = 2;
const DEADLINE_SECONDS = 6;
let upstream: StandInUpstream;
/** Answers the stand-in holds: `/api/slow` for 3 s, `/api/never` until the test ends. */
const releases: (() => void)[] = [];

beforeAll(async () => {
  upstream = await startStandInUpstream();
  upstream.answer = (request, response) => {
    const answer = () =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0}');
    if (request.url?.startsWith('/api/slow')) setTimeout(answer, 3_000);
    else if (request.url?.startsWith('/api/never')) releases.push(answer);
    else answer();
  };
});
afterAll(async () => {
  for (const release of releases.splice(0)) release();
  await upstream.close();
});

function start(): ServerProcess {
  return spawnServer({
    API_UPSTREAM: `${upstream.origin}/api`,
    DRAIN_SECONDS: String(DRAIN_SECONDS),
    STOP_DEADLINE_SECONDS: String(DEADLINE_SECONDS),
  });
}

/** One request on `agent` (keep-alive) or a fresh connection: status, Connection header, error. */
function get(
  url: string,
  agent?: Agent,
): Promise<{ status?: number; connection?: string; error?: string }> {
  return new Promise((resolve) => {
    const request = httpRequest(url, { agent: agent ?? false }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode, connection: response.headers.connection }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
    request.end();
  });
}

const since = (start: number) => Math.round(performance.now() - start);

describe('SIGTERM', () => {
  it('drains, then stops taking connections, lets in-flight requests finish and exits before the deadline', async () => {
    const server = start();
    const origin = await servingOrigin(server);
    await expect.poll(async () => (await get(`${origin}/readyz`)).status).toBe(200);

    // A keep-alive connection left idle, as a load balancer's pool holds them.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(`${origin}/livez`, agent)).status).toBe(200);
    const idle = Object.values(agent.freeSockets).flat()[0] as Socket | undefined;
    expect(idle).toBeDefined();
    let idleClosedAt = 0;
    idle?.once('close', () => (idleClosedAt = performance.now()));

    // A borrower's call in flight when the signal comes (the lender answers after 3 s).
    const inFlight = get(`${origin}/api/slow`);
    await expect.poll(() => upstream.received.some((call) => call.url === '/api/slow')).toBe(true);

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const timeline: string[] = [];
    const note = (what: string) =>
      timeline.push(`${String(since(signalled)).padStart(5)} ms  ${what}`);

    await expect.poll(async () => (await get(`${origin}/readyz`)).status).toBe(503);
    note('/readyz answers 503');
    // Served, so still within the drain: past it a new connection is refused.
    const during = await get(`${origin}/livez`);
    expect(during).toEqual({ status: 200, connection: 'close' });
    note('a new connection is still served, asked to close (Connection: close)');

    await expect
      .poll(async () => (await get(`${origin}/livez`)).error, { timeout: 10_000 })
      .toBe('ECONNREFUSED');
    expect(since(signalled)).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    note('new connections refused (drain over)');
    await expect.poll(() => idleClosedAt).toBeGreaterThan(0);
    note(`idle keep-alive connection closed at ${since(signalled) - since(idleClosedAt)} ms`);

    expect(await inFlight).toEqual({ status: 200, connection: 'close' });
    note('the in-flight call finished with its answer (200)');
    const { code } = await server.exited;
    note(`exited with code ${code}`);
    // 0: it stopped by itself, before the deadline (which exits with 1, as the next test shows).
    expect(code).toBe(0);
    agent.destroy();

    const messages = server.lines.map((line) => line.msg);
    const order = [
      'draining: /readyz answers 503; requests are still served',
      'closing: no new connections; in-flight requests finish',
      'stopped',
    ];
    expect(messages.filter((msg) => order.includes(msg ?? ''))).toEqual(order);
    console.info(
      `SIGTERM timeline (drain ${DRAIN_SECONDS} s, deadline ${DEADLINE_SECONDS} s):\n${timeline.join('\n')}`,
    );
  }, 30_000);

  it('exits by the deadline when a request never ends, closing it', async () => {
    const server = start();
    const origin = await servingOrigin(server);
    const stuck = get(`${origin}/api/never`);
    await expect.poll(() => upstream.received.some((call) => call.url === '/api/never')).toBe(true);
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    const took = since(signalled);
    console.info(`stopped ${took} ms after SIGTERM (deadline ${DEADLINE_SECONDS} s)`);
    // Not before the deadline; at it, by its own timer (the log line), a busy machine later.
    expect(took).toBeGreaterThanOrEqual(DEADLINE_SECONDS * 1000);
    expect(code).toBe(1);
    expect((await stuck).error).toBe('ECONNRESET');
    expect(server.lines.map((line) => line.msg)).toContain(
      'stop deadline reached: closing the connections still open',
    );
  }, 30_000);
});
