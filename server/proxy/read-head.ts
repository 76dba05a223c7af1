import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What was read of a request body, and the whole body still to forward. */
export interface BodyHead {
  /** The bytes read: the whole body when `complete`. */
  bytes: Buffer;
  /** The body ended within the limit. */
  complete: boolean;
  /** Every byte of the body, those read included, byte for byte. */
  body: Readable;
}

/**
 * Reads a request body up to `limit` bytes, whatever its framing (a length, chunked), so a limit
 * can read a call's fields; a longer body is not held back: it streams on after the bytes read.
 */
export function readHead(payload: Readable, limit: number): Promise<BodyHead> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size <= limit) return;
      cleanup();
      payload.pause();
      const bytes = Buffer.concat(chunks);
      const whole = new PassThrough();
      whole.write(bytes);
      pipeline(payload, whole).catch((error: unknown) =>
        whole.destroy(error instanceof Error ? error : new Error(String(error))),
      );
      resolve({ bytes, complete: false, body: whole });
    };
    const onEnd = () => {
      cleanup();
      const bytes = Buffer.concat(chunks);
      resolve({ bytes, complete: true, body: Readable.from([bytes]) });
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}
