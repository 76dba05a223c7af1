import type { FastifyInstance } from 'fastify';

/**
 * `navigator.sendBeacon` sends text/plain; any type is read as bounded text and parsed by the
 * route, so beacon routes work whatever body parsers the rest of the server (sandbox or proxy)
 * has. Call inside the route's own plugin scope.
 */
export function acceptBeaconText(scope: FastifyInstance, bodyLimit: number): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
}

/** The JSON in a beacon's text, or undefined: a bad body is ignored, never an error page. */
export function parseJson(body: unknown): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
