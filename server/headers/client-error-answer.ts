import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { securityHeaders } from './security-headers';

type ClientErrorHandler = NonNullable<FastifyServerOptions['clientErrorHandler']>;

/** Requests Node could not parse, by its error code; anything else is a plain 400. */
const UNREADABLE: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
};

/**
 * Fastify's `clientErrorHandler`: the answer to a request Node could not parse (malformed, or
 * headers too large), written on the socket as Fastify's default does, but as the contract's
 * envelope with the security headers. No host list applies to an error, so its CSP is the
 * strictest: our own origin only.
 */
export const answerClientError: ClientErrorHandler = (
  error: Error & { code?: string },
  socket: Socket,
) => {
  // A reset connection has nobody to answer (Node: https://nodejs.org/api/http.html#event-clienterror).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = UNREADABLE[error.code ?? ''] ?? {
    status: 400,
    message: 'The request could not be read.',
  };
  const body = JSON.stringify({ code: status, message });
  const head = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
    ...securityHeaders(),
  };
  const lines = Object.entries(head).map(([name, value]) => `${name}: ${value}`);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${body}`,
    );
  socket.destroy(error);
};
