import type { Server, ServerResponse } from 'node:http';

/**
 * Answers no Fastify hook sees still carry the security headers: they are set on every raw
 * response before Fastify runs (a bad `%` escape in the URL and a route parameter too long are
 * written with `writeHead`, which adds to them), and Node's own
 * answer to an `Expect` it does not know is ours.
 */
export function registerRawAnswerHeaders(server: Server, headers: Record<string, string>): void {
  const stamp = (response: ServerResponse) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  };
  server.prependListener('request', (_request, response) => stamp(response));
  // Without a listener Node answers with a bare 417 of its own.
  server.on('checkExpectation', (_request, response) => {
    stamp(response);
    const body = JSON.stringify({
      code: 417,
      message: 'This server does not support the Expect header that was sent.',
    });
    response.writeHead(417, { 'Content-Type': 'application/json; charset=utf-8' }).end(body);
  });
}
