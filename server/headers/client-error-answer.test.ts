import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerHeads } from '../test-support/raw-http';
import { answerClientError } from './client-error-answer';

// A real connection: the server side is what Node hands Fastify's clientErrorHandler.
const server = createServer();
let port = 0;
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
});
afterAll(() => server.close());

/** What a client reads when the handler answers `code` on the server side of its connection. */
async function answerTo(code: string): Promise<string> {
  const accepted = new Promise<Socket>((resolve) => server.once('connection', resolve));
  const client = connect(port, '127.0.0.1');
  const socket = await accepted;
  // Node's HTTP server listens for its sockets' errors; the handler destroys with one.
  socket.on('error', () => undefined);
  const chunks: Buffer[] = [];
  client.on('data', (chunk: Buffer) => chunks.push(chunk));
  const closed = once(client, 'close');
  client.on('error', () => undefined);
  const error = Object.assign(new Error(code), {
    code,
    bytesParsed: 0,
    rawPacket: { type: 'Buffer', data: [] },
  });
  answerClientError(error, socket);
  // After a reset Node destroys the socket itself; the handler must only not write.
  if (!socket.destroyed) socket.destroy();
  await closed;
  return Buffer.concat(chunks).toString('utf8');
}

describe("Fastify's clientErrorHandler", () => {
  it.each([
    ['ERR_HTTP_REQUEST_TIMEOUT', 408],
    ['HPE_HEADER_OVERFLOW', 431],
    ['HPE_INVALID_METHOD', 400],
  ])('answers %s with a %i envelope carrying the security headers', async (code, status) => {
    const text = await answerTo(code);
    const [answer] = answerHeads(text);
    expect(answer?.status).toBe(status);
    expect(answer?.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(answer?.headers['content-security-policy']).toMatch(/^default-src 'self';/);
    expect(answer?.headers.connection).toBe('close');
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: status });
  });

  it('writes nothing on a connection the client reset', async () => {
    expect(await answerTo('ECONNRESET')).toBe('');
  });
});
