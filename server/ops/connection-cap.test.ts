import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BuiltServer } from '../app';
import { listenOnLoopback } from '../test-support/listen-on-loopback';
import { testConfig } from '../test-support/test-config';

/*
 * MAX_CONNECTIONS (docs/decisions/ops-bounded-upstream.md): past the cap a new connection is
 * closed at the door; the ones held keep being served.
 */
let app: BuiltServer;
let port: number;
const sockets: Socket[] = [];
beforeAll(async () => {
  app = await buildServer(
    testConfig({ capacity: { ...testConfig().capacity, maxConnections: 2 } }),
  );
  ({ port } = await listenOnLoopback(app));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await app.close();
});

async function open(): Promise<{ socket: Socket; closed: Promise<unknown>; data: () => string }> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  let data = '';
  socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = once(socket, 'close');
  await once(socket, 'connect');
  return { socket, closed, data: () => data };
}

describe('the connection cap', () => {
  it('closes a connection past the cap at once, and serves the ones it holds', async () => {
    const first = await open();
    const second = await open();
    // Both accepted before the third arrives: the server has counted them.
    for (const held of [first, second])
      held.socket.write('GET /livez HTTP/1.1\r\nHost: app\r\n\r\n');
    await expect
      .poll(() => [first.data(), second.data()].every((d) => d.includes('200 OK')))
      .toBe(true);
    const third = await open();
    await third.closed;
    expect(third.data()).toBe('');
    first.socket.write('GET /livez HTTP/1.1\r\nHost: app\r\n\r\n');
    await expect.poll(() => first.data().split('200 OK').length - 1).toBe(2);
  });
});
