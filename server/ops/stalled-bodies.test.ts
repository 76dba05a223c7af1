import { once } from 'node:events';
import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropStalledBodies } from './stalled-bodies';
import { listenOnLoopback } from '../test-support/listen-on-loopback';

const app = Fastify();
let port = 0;
beforeAll(async () => {
  dropStalledBodies(app, { stallMs: 400, checkEveryMs: 50 });
  app.post('/upload', async (request) => ({ bytes: String(request.body).length }));
  ({ port } = await listenOnLoopback(app));
});
afterAll(() => app.close());

const HEAD = (length: number) =>
  `POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: ${length}\r\n\r\n`;

describe('dropStalledBodies', () => {
  it('closes a connection whose body stopped arriving, once the stall time has passed', async () => {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const started = performance.now();
    socket.write(`${HEAD(1000)}${'x'.repeat(500)}`);
    // Closed by the server: the test's own time-out bounds it (Node's header and request
    // time-outs would take a minute and more), a busy machine only makes it later.
    await once(socket, 'close');
    const took = performance.now() - started;
    console.info(`stalled body closed after ${Math.round(took)} ms (stall 400 ms, check 50 ms)`);
    expect(took).toBeGreaterThanOrEqual(400);
  });

  it('keeps a slow body that keeps coming, past the stall time', async () => {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.write(HEAD(10));
    // One byte every 100 ms: a second in all, over twice the stall time, never stalled.
    for (let sent = 0; sent < 10; sent++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.write('x');
    }
    await expect.poll(() => answer).toContain('{"bytes":10}');
    socket.destroy();
  });
});
