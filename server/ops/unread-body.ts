import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface DiscardLimits {
  /** Most bytes read and thrown away after the answer is decided. */
  bytes: number;
  /** Longest wait for the rest of the body (ms). */
  ms: number;
}

/**
 * Four times the proxy's 12 MB limit: a phone's too-large photo or video is read to its end;
 * a client that sends more than this is not a borrower's browser.
 */
export const DISCARD_LIMITS: DiscardLimits = { bytes: 64 * 1024 * 1024, ms: 60_000 };

/**
 * Reads the rest of a request body and throws it away; resolves true once the body has ended,
 * false when it passed the limits or the client went away (the body is then left unread).
 * Whatever read the body before (the proxy's upstream request, a multipart parser) is cut off
 * first: the answer no longer depends on it.
 */
export function discardRest(incoming: IncomingMessage, limits: DiscardLimits): Promise<boolean> {
  // `readableEnded` too: an injected request (light-my-request) has no `complete`.
  if (incoming.complete || incoming.readableEnded) return Promise.resolve(true);
  const declared = Number(incoming.headers['content-length']);
  if (incoming.destroyed || declared > limits.bytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      incoming.off('data', onData).off('end', onEnd).off('close', onClose);
      if (!ended) incoming.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limits.bytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(incoming.complete);
    const timer = setTimeout(() => finish(false), limits.ms);
    incoming.unpipe();
    incoming.on('data', onData).once('end', onEnd).once('close', onClose);
    incoming.resume();
  });
}

const notToDiscard = new WeakSet<IncomingMessage>();

/**
 * This request's answer goes out at once, its body left unread and the connection closed after
 * it: the body is what was refused for coming too slowly, or for want of room
 * (server/proxy/buffered-body.ts), so waiting for its rest would be the attack's own game.
 */
export function answerWithoutDiscard(incoming: IncomingMessage): void {
  notToDiscard.add(incoming);
}

/**
 * An error answer (413, 429, 415, an upstream failure…) is often decided before the request
 * body has arrived. Closing the connection with the body unread makes the kernel reset it, and
 * a client that sends its whole body before it reads, as browsers do, sees the reset instead of
 * the answer. So the rest is read and thrown away first (up to DISCARD_LIMITS), and only then
 * does the answer go out; past the limits the connection closes after it.
 */
export function registerUnreadBodyDiscard(
  app: FastifyInstance,
  limits: DiscardLimits = DISCARD_LIMITS,
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400) return payload;
    if (notToDiscard.has(request.raw) || !(await discardRest(request.raw, limits)))
      reply.header('Connection', 'close');
    return payload;
  });
}
