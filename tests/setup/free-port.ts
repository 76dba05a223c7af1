import { once } from 'node:events';
import { createServer } from 'node:net';

/**
 * A loopback port free right now, for a program that cannot be told "any free port" (Redis,
 * nginx). Another process could take it before the program binds it: the callers retry.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
