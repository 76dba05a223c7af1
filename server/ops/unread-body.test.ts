import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUnreadBodyDiscard } from './unread-body';
import { listenOnLoopback } from '../test-support/listen-on-loopback';

const LIMITS = { bytes: 64 * 1024, ms: 300 };
const app = Fastify();
let origin: string;

beforeAll(async () => {
  registerUnreadBodyDiscard(app, LIMITS);
  // Runs after the discard: says whether the body had all arrived when the answer went out.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-body-read', String(request.raw.complete));
    return payload;
  });
  // Refused before the body is read, as a rate limit or a declared length over the limit is.
  app.addHook('onRequest', async (_request, reply) =>
    reply.code(429).send({ code: 429, message: 'Too many tries.' }),
  );
  ({ origin } = await listenOnLoopback(app));
});
afterAll(() => app.close());

/** Sends a body (or part of one, then waits) and resolves with the answer's status and headers. */
function send(headers: Record<string, string>, body: Buffer, end = true) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const outgoing = httpRequest(`${origin}/x`, { method: 'POST', headers });
    outgoing.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
      outgoing.destroy();
    });
    outgoing.on('error', (error) => (outgoing.destroyed ? undefined : reject(error)));
    if (end) outgoing.end(body);
    else outgoing.write(body);
  });
}

describe('an error answer decided before the body arrived', () => {
  it('goes out once the rest is read, on a connection that stays open', async () => {
    const body = Buffer.alloc(32 * 1024);
    const answer = await send({ 'content-length': String(body.length) }, body);
    expect(answer.status).toBe(429);
    expect(answer.headers['x-body-read']).toBe('true');
    expect(answer.headers.connection).toBe('keep-alive');
  });

  it('closes the connection at once when the declared length is past the limit', async () => {
    const body = Buffer.alloc(LIMITS.bytes + 1);
    const answer = await send({ 'content-length': String(body.length) }, body);
    expect(answer.status).toBe(429);
    expect(answer.headers['x-body-read']).toBe('false');
    expect(answer.headers.connection).toBe('close');
  });

  it('stops reading a chunked body past the limit and closes', async () => {
    const answer = await send({ 'transfer-encoding': 'chunked' }, Buffer.alloc(4 * LIMITS.bytes));
    expect(answer.status).toBe(429);
    expect(answer.headers.connection).toBe('close');
  });

  it('does not wait longer than the limit for a body that stalls', async () => {
    const started = Date.now();
    const answer = await send({ 'content-length': '4096' }, Buffer.alloc(1024), false);
    expect(answer.status).toBe(429);
    expect(answer.headers.connection).toBe('close');
    expect(Date.now() - started).toBeGreaterThanOrEqual(LIMITS.ms - 20);
  });
});
