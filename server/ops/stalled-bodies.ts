import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_TIMEOUTS } from './timeouts';

interface Watched {
  socket: Socket;
  bytes: number;
  since: number;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

/**
 * Closes the connection of a request whose body has stalled: no byte received for `stallMs`.
 * Node's own time-outs cannot say this: `headersTimeout` ends with the headers, `requestTimeout`
 * bounds the whole body (it must allow a 5 MB photo on a slow mobile link, about 25 s at
 * 1.6 Mbit/s, and more on a weak signal), and a socket inactivity time-out would also cut a
 * request waiting for the lender's API (up to 60 s). A slow body that keeps arriving is never
 * cut here; one that stops is cut within `stallMs` plus one check period.
 */
export function dropStalledBodies(
  app: FastifyInstance,
  {
    stallMs = CLIENT_TIMEOUTS.bodyStallMs,
    checkEveryMs = CLIENT_TIMEOUTS.checkEveryMs,
  }: { stallMs?: number; checkEveryMs?: number } = {},
): void {
  const watched = new Map<FastifyRequest['raw'], Watched>();
  app.addHook('onRequest', async (request) => {
    const { raw } = request;
    if (raw.complete || !hasBody(request)) return;
    watched.set(raw, { socket: raw.socket, bytes: raw.socket.bytesRead, since: Date.now() });
    raw.once('end', () => watched.delete(raw));
    raw.once('close', () => watched.delete(raw));
  });
  const timer = setInterval(() => {
    const now = Date.now();
    for (const [raw, entry] of watched) {
      if (raw.complete || entry.socket.destroyed) {
        watched.delete(raw);
      } else if (entry.socket.bytesRead !== entry.bytes) {
        entry.bytes = entry.socket.bytesRead;
        entry.since = now;
      } else if (now - entry.since >= stallMs) {
        watched.delete(raw);
        app.log.info(
          { stalledSeconds: Math.round((now - entry.since) / 1000), received: entry.bytes },
          'request body stalled: connection closed',
        );
        entry.socket.destroy();
      }
    }
  }, checkEveryMs).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
