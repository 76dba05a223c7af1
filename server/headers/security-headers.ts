import type { FastifyInstance } from 'fastify';
import { registerRawAnswerHeaders } from './raw-answer-headers';
import { cspSources, type HostRule } from '../../src/lib/links/host-policy';

/**
 * Production headers on every response (DECISIONS.md sections 4 and 9): a strict CSP (no eval'd
 * script, and no inline script but the build's asset-failure watcher, allowed by its hash:
 * `inlineScripts`), no Referer ever, no MIME sniffing, framing only by ourselves.
 *
 * Frames and images may also come from the deployment's FRAME_HOSTS and IMAGE_HOSTS, written with
 * the same module the app's URL guard matches with, so the two never disagree. Navigation is not
 * CSP-controlled: LINK_HOSTS is enforced by the guard alone.
 */
export function contentSecurityPolicy(
  hosts: { frame: readonly HostRule[]; image: readonly HostRule[] } = { frame: [], image: [] },
  inlineScripts: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(' '),
    "style-src 'self'",
    ["img-src 'self' data: blob:", ...cspSources(hosts.image)].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    ["frame-src 'self'", ...cspSources(hosts.frame)].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The headers every answer of the app server carries, whoever writes it (the build's scripts
 * and stylesheets all but `DOCUMENT_ONLY_HEADERS`). CORP `same-origin`:
 * no other site may embed our answers (an `/api` image, a page's script) as its own
 * subresource; the app's own images from other origins are governed by those origins' headers.
 */
export function securityHeaders(csp: string = contentSecurityPolicy()): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=(), payment=()',
  };
}

/**
 * What governs a document alone (what it may load and run, who may frame it, its browsing
 * context, its features): a script or a stylesheet is never one, so on those these are bytes
 * with no effect (docs/decisions/subresource-headers.md).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
  'Permissions-Policy',
] as const;

/** The build's hashed scripts and stylesheets (`/assets/…`), as sent: not an error about one. */
export function isBuiltSubresource(url: string, status: number): boolean {
  return status < 400 && /^\/assets\/[\w.-]+\.(?:js|css)(?:\?|$)/.test(url);
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  csp: string = contentSecurityPolicy(),
): void {
  const headers = securityHeaders(csp);
  const subresource = Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !(DOCUMENT_ONLY_HEADERS as readonly string[]).includes(name),
    ),
  );
  // Answers Fastify writes past its hooks (a bad URL, a route parameter too long) and Node's 417.
  registerRawAnswerHeaders(app.server, headers);
  // Set again as the answer goes out: an upstream's own CSP or framing headers never win. A
  // script or stylesheet of the build keeps what still applies to it (no sniffing, no embedding
  // by other sites, no Referer from the requests it makes): on a phone's link, the document's
  // headers were about 600 of the 1,000 header bytes each of a page's 15–30 files paid.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isBuiltSubresource(request.url, reply.statusCode)) {
      for (const name of DOCUMENT_ONLY_HEADERS) {
        reply.removeHeader(name);
        reply.raw.removeHeader(name);
      }
      reply.headers(subresource);
    } else reply.headers(headers);
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });
}
