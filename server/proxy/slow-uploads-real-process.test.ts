import { connect, type Socket } from 'node:net';
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { outDir } from '../../tests/setup/paths';
import { startStandInUpstream, type StandInUpstream } from '../../tests/setup/stand-in-upstream';
import { servingOrigin, spawnServer, type ServerProcess } from '../../scripts/lib/server-process';
import { BUSY_MESSAGE } from '../ops/busy-page';
import { PROXY_MESSAGES } from './proxy-messages';

/*
 * The compiled server in proxy mode, with a stand-in lender on loopback, under the abuse of
 * issue 42: uploads that trickle a byte at a time must not take the connections every other
 * borrower's calls need, and calls past the connections and their queue get 503 at once.
 */
const open: { server?: ServerProcess; upstream?: StandInUpstream; sockets: Socket[] } = {
  sockets: [],
};
afterEach(async () => {
  for (const socket of open.sockets.splice(0)) socket.destroy();
  await open.server?.stop();
  await open.upstream?.close();
});
afterAll(() => {
  for (const socket of open.sockets) socket.destroy();
});

/** An upload that sends its headers and then one byte now and then, as the attack did. */
function trickle(origin: string): {
  socket: Socket;
  connected: Promise<void>;
  answer: () => string;
} {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  socket.write(
    'POST /api/borrower/notes HTTP/1.1\r\nHost: app\r\nContent-Type: application/octet-stream\r\nContent-Length: 100000\r\n\r\nx',
  );
  open.sockets.push(socket);
  return { socket, connected, answer: () => answer };
}

/** Answers within 10 s or fails: a hang is what this test is about. */
async function answered(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, text: await response.text() };
}

describe('150 trickling uploads against one replica', () => {
  it('leave every other borrower’s API calls and pages answered, and are cut for their rate', async () => {
    const upstream = await startStandInUpstream();
    open.upstream = upstream;
    // As few connections to the lender as the attack has uploads and more: without holding the
    // bodies, 150 uploads would take them all.
    const server = spawnServer({
      DIST_DIR: outDir,
      API_UPSTREAM: `${upstream.origin}/api`,
      UPSTREAM_CONNECTIONS: '16',
      UPSTREAM_QUEUE: '16',
    });
    open.server = server;
    const origin = await servingOrigin(server);
    await expect.poll(async () => (await fetch(`${origin}/readyz`)).status).toBe(200);

    const uploads = Array.from({ length: 150 }, () => trickle(origin));
    const drip = setInterval(() => {
      for (const { socket } of uploads) if (!socket.destroyed) socket.write('x');
    }, 2_000);
    try {
      // Every upload is connected and sending: the server holds 150 open bodies.
      await Promise.all(uploads.map(({ connected }) => connected));
      expect((await answered(`${origin}/livez`)).status).toBe(200);
      // Other borrowers' calls, ten at a time (within the connections and their queue).
      for (let batch = 0; batch < 3; batch++) {
        const calls = await Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            answered(`${origin}/api/order/detail?orderId=PL${batch}${index}`),
          ),
        );
        expect(calls.map((call) => call.status)).toEqual(calls.map(() => 200));
      }
      const pages = await Promise.all(
        ['/', '/loanDetail', '/repayment'].map((path) => answered(`${origin}${path}`)),
      );
      expect(pages.map((page) => page.status)).toEqual([200, 200, 200]);
      expect((await answered(`${origin}/readyz`)).status).toBe(200);
      // Nothing of the uploads reached the lender.
      expect(upstream.received.filter((call) => call.method === 'POST')).toHaveLength(0);

      // Past the grace period, each is refused for its rate, with the contract's envelope.
      await expect
        .poll(() => uploads.filter(({ answer }) => answer().startsWith('HTTP/1.1 408')).length, {
          timeout: 20_000,
        })
        .toBe(150);
      expect(uploads[0]?.answer()).toContain(PROXY_MESSAGES.tooSlowUpload);
    } finally {
      clearInterval(drip);
    }
  }, 60_000);
});

describe('calls past the connections to the lender and their queue', () => {
  it('get 503 with the envelope at once; /readyz says saturated; all is well once they end', async () => {
    const upstream = await startStandInUpstream();
    open.upstream = upstream;
    const held: ServerResponse[] = [];
    upstream.answer = (request, response) => {
      if (request.url?.startsWith('/api/hold')) held.push(response);
      else response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0}');
    };
    const server = spawnServer({
      DIST_DIR: outDir,
      API_UPSTREAM: `${upstream.origin}/api`,
      UPSTREAM_CONNECTIONS: '2',
      UPSTREAM_QUEUE: '2',
    });
    open.server = server;
    const origin = await servingOrigin(server);
    await expect.poll(async () => (await fetch(`${origin}/readyz`)).status).toBe(200);

    const holding = Array.from({ length: 4 }, (_, index) =>
      fetch(`${origin}/api/hold?n=${index}`).then((answer) => answer.status),
    );
    await expect.poll(() => held.length).toBe(2);
    // Two on the connections, two in the queue: the fifth is refused without waiting.
    const refused = await answered(`${origin}/api/order/detail`);
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.text)).toEqual({ code: 503, message: BUSY_MESSAGE });
    const ready = await answered(`${origin}/readyz`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.text)).toMatchObject({ checks: { saturated: true } });
    // Pages need no call to the lender: still served.
    expect((await answered(`${origin}/`)).status).toBe(200);

    for (let done = 0; done < 4; done++) {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      held.shift()?.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0}');
    }
    expect(await Promise.all(holding)).toEqual([200, 200, 200, 200]);
    await expect.poll(async () => (await fetch(`${origin}/readyz`)).status).toBe(200);
    expect((await answered(`${origin}/api/order/detail`)).status).toBe(200);
  }, 60_000);
});
