import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming `X-Request-Id` may be to be kept: a load balancer's or a CDN's id (UUIDs,
 * hex, `Root=1-…` trace ids). Anything else (too long, spaces, quotes, control characters) is a
 * client's text that would end up in every log line and upstream call: a new id replaces it.
 */
const ACCEPTED_ID = /^[A-Za-z0-9][A-Za-z0-9._:=+/-]{0,127}$/;

/** Fastify's `genReqId`: the incoming id when it is acceptable, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request id, so a borrower's report or a client log finds the server's lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
