import { createHash } from 'node:crypto';
import { once } from 'node:events';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request exactly as the stand-in API received it. */
export interface ReceivedRequest {
  method: string;
  /** Path and query as sent on the wire. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Answer = (request: IncomingMessage, response: ServerResponse, body: Buffer) => void;

export interface StandInUpstream {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  received: ReceivedRequest[];
  /** How requests are answered, once their whole body is in; a JSON envelope by default. */
  answer: Answer;
  /** Bytes of request bodies received so far, counted as they arrive. */
  bytesSoFar(): number;
  /** Resolves when at least `count` body bytes have arrived (across requests). */
  waitForBytes(count: number): Promise<void>;
  /** Requests whose connection closed before their body was complete. */
  cutShort: number;
  close(): Promise<void>;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const answerJson: Answer = (_request, response, body) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ code: 0, message: 'success', data: { bytes: body.length } }));
};

/**
 * A foreign API for proxy tests: a plain node:http server on a loopback port that records the
 * raw bytes, headers and path of every request, independent of the app's server code.
 */
export async function startStandInUpstream(): Promise<StandInUpstream> {
  let bytes = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const progress = (chunk: Buffer) => {
    bytes += chunk.length;
    for (const waiter of waiters.filter((item) => bytes >= item.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const upstream: StandInUpstream = {
    origin: '',
    received: [],
    answer: answerJson,
    bytesSoFar: () => bytes,
    cutShort: 0,
    waitForBytes: (count) =>
      bytes >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('close', () => {
      if (!request.complete) upstream.cutShort += 1;
    });
    request.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      progress(chunk);
    });
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      upstream.received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      upstream.answer(request, response, body);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  upstream.origin = `http://127.0.0.1:${port}`;
  return upstream;
}
