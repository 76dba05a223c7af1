import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Leading blank bytes read at most before deciding; JSON and HTML start well within this. */
const PEEK_LIMIT = 512;
const BLANK = new Set([0x20, 0x09, 0x0a, 0x0d, 0xef, 0xbb, 0xbf]);

function firstVisible(bytes: Buffer): string | undefined {
  for (const byte of bytes) if (!BLANK.has(byte)) return String.fromCharCode(byte);
  return undefined;
}

/** What the proxy saw of a body: its first non-blank byte, or that it had no byte at all. */
export interface Peeked {
  firstByte?: string;
  empty: boolean;
  /** The whole body, the bytes looked at included, still streaming the rest. */
  body: Readable;
}

/**
 * Reads just enough of an upstream body to see its first non-blank byte (so a JSON answer can
 * be told from a web page before a status goes out) and gives back a stream of the whole body.
 */
export function peekBody(body: Readable): Promise<Peeked> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onError);
    };
    const replay = (ended: boolean) => {
      cleanup();
      body.pause();
      const head = Buffer.concat(chunks);
      const whole = new PassThrough();
      if (ended) whole.end(head);
      else {
        whole.write(head);
        pipeline(body, whole).catch((error: unknown) => whole.destroy(toError(error)));
      }
      resolve({ firstByte: firstVisible(head), empty: ended && size === 0, body: whole });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (firstVisible(chunk) !== undefined || size >= PEEK_LIMIT) replay(false);
    };
    const onEnd = () => replay(true);
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    body.on('data', onData);
    body.on('end', onEnd);
    body.on('error', onError);
  });
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
