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
 * The headers every answer of the app server carries, whoever writes it. CORP `same-origin`:
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

export function registerSecurityHeaders(
  app: FastifyInstance,
  csp: string = contentSecurityPolicy(),
): void {
  const headers = securityHeaders(csp);
  // Answers Fastify writes past its hooks (a bad URL, the 503 while closing) and Node's 417.
  registerRawAnswerHeaders(app.server, headers);
  // Set again as the answer goes out: an upstream's own CSP or framing headers never win.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(headers);
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });
}
