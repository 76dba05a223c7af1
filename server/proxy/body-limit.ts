import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { PROXY_MESSAGES } from './proxy-messages';
import { BODY_TOO_LARGE } from './upstream-failure';

export class BodyTooLargeError extends Error {
  readonly code = BODY_TOO_LARGE;
  readonly statusCode = 413;
  constructor() {
    super(PROXY_MESSAGES.tooLarge);
  }
}

/**
 * Passes a request body through unchanged while counting it: the proxy streams bodies instead
 * of parsing them, so Fastify's `bodyLimit` does not apply, and a chunked body has no length to
 * check up front.
 */
export class BodyLimit extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) done(new BodyTooLargeError());
    else done(null, chunk);
  }
}

/** A declared length over the limit is refused before anything reaches the upstream. */
export function declaredTooLarge(contentLength: string | undefined, limit: number): boolean {
  return contentLength !== undefined && Number(contentLength) > limit;
}

/**
 * The request body as the upstream reads it: counted, and cut when the client goes away
 * mid-upload, or when the answer went out first and the rest of the body is thrown away
 * (server/ops/unread-body.ts unpipes it), so the upstream's request ends at once instead of
 * waiting for bytes that never come. (`pipe`, not `pipeline`: a 413 must not destroy the
 * client's socket before it is sent.)
 */
export function limitedBody(payload: Readable, limit: number): Readable {
  const counted = new BodyLimit(limit);
  const cut = (reason: string) => {
    if (!payload.readableEnded) counted.destroy(new Error(reason));
  };
  payload.once('close', () => cut('the client closed the request early'));
  counted.once('unpipe', () => cut('the answer went out before the body'));
  // The cut reaches the upstream request that reads this stream; when nothing reads it (a limit
  // answered 429 before the proxy ran), an error with no listener would crash the process.
  counted.on('error', () => undefined);
  return payload.pipe(counted);
}
