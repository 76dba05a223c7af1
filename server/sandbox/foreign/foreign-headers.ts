import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Who may frame a foreign page. A payment gateway and a partner lender's site refuse every frame
 * (clickjacking on a Pay button is what they defend against); the lender's agreement pages are
 * framed by the app's forced-agreement pop-up, so they allow the app's origin and nobody else.
 */
export type Framing = { by: 'nobody' } | { by: 'app'; appOrigin: string };

/** No script anywhere on the foreign origin: its pages are plain HTML with one stylesheet. */
function pagePolicy(framing: Framing): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${framing.by === 'app' ? framing.appOrigin : "'none'"}`,
  ].join('; ');
}

/** Headers of an HTML page; `X-Frame-Options` only where it agrees with `frame-ancestors`. */
export function pageHeaders(reply: FastifyReply, framing: Framing): FastifyReply {
  reply
    .header('Content-Security-Policy', pagePolicy(framing))
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8');
  if (framing.by === 'nobody') reply.header('X-Frame-Options', 'DENY');
  return reply;
}

/**
 * Headers of a CDN image: cacheable, embeddable by any site (a CDN's images are), and typed, so
 * `nosniff` and the browser's cross-origin read blocking let the image through and nothing else.
 */
export function imageHeaders(reply: FastifyReply, contentType: string): FastifyReply {
  return reply
    .header('Cache-Control', 'public, max-age=86400')
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    .type(contentType);
}

/** On every answer: no MIME sniffing, no Referer (a pay page's URL names the voucher). */
export function registerForeignHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    return payload;
  });
}
