import { Readable } from 'node:stream';
import { BUSY_MESSAGE } from '../ops/busy-page';
import { BodyTooLargeError } from './body-limit';
import { PROXY_MESSAGES } from './proxy-messages';

/** A body refused while it was arriving: too slow, or no room left to hold it. */
export class BodyRefusedError extends Error {
  constructor(
    readonly statusCode: 408 | 503,
    message: string,
  ) {
    super(message);
  }
}

export interface BodyBufferOptions {
  /** Largest body (bytes): the proxy's upload limit. */
  limit: number;
  /** After `graceMs`, a body must have come at this mean rate at least (bytes per second). */
  minBytesPerSecond: number;
  graceMs: number;
  /** Every body being held at once, at most (bytes): past it, new bytes are refused with 503. */
  totalLimit: number;
  /** How often the rate is checked (ms). */
  checkEveryMs?: number;
}

/**
 * Bodies are held here whole before anything goes to the lender
 * (docs/decisions/ops-bounded-upstream.md): a client that trickles its upload holds a socket and
 * a little memory of this server, never a connection to the lender's API, so a hundred of them
 * cannot take the connections every other borrower's calls need. A body must keep a minimum mean
 * rate (a weak mobile link does far better) and fit the upload limit; all bodies held at once
 * fit `totalLimit`, so the memory stays bounded whatever the clients send.
 */
export function createBodyBuffer(options: BodyBufferOptions) {
  const checkEveryMs = options.checkEveryMs ?? 1_000;
  let held = 0;
  return {
    /** Bytes held now, for the tests and the saturation check. */
    held: () => held,
    read(payload: Readable): Promise<Readable> {
      return new Promise((resolve, reject) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const started = Date.now();
        let settled = false;
        const finish = (error?: Error) => {
          if (settled) return;
          settled = true;
          clearInterval(timer);
          held -= size;
          payload.off('data', onData);
          if (error) {
            // Nothing more is read: the unread rest of the body is Fastify's to discard.
            payload.pause();
            reject(error);
          } else resolve(Readable.from(size === 0 ? [] : [Buffer.concat(chunks, size)]));
        };
        const onData = (chunk: Buffer) => {
          size += chunk.length;
          held += chunk.length;
          if (size > options.limit) finish(new BodyTooLargeError());
          else if (held > options.totalLimit) finish(new BodyRefusedError(503, BUSY_MESSAGE));
          else chunks.push(chunk);
        };
        const timer = setInterval(() => {
          const elapsed = Date.now() - started;
          if (elapsed >= options.graceMs && (size * 1000) / elapsed < options.minBytesPerSecond)
            finish(new BodyRefusedError(408, PROXY_MESSAGES.tooSlowUpload));
        }, checkEveryMs);
        timer.unref();
        payload.on('data', onData);
        payload.once('end', () => finish());
        payload.once('error', (error) => finish(error));
        payload.once('close', () => finish(new Error('the client closed the request early')));
      });
    },
  };
}
