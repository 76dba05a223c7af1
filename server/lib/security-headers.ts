import type { FastifyInstance } from 'fastify';
import { cspSources, type HostRule } from '../../src/lib/links/host-policy';

/**
 * Production headers on every response (DECISIONS.md sections 4 and 9): a strict CSP (no inline
 * or eval'd script), no Referer ever, no MIME sniffing, framing only by ourselves.
 *
 * Frames and images may also come from the deployment's FRAME_HOSTS and IMAGE_HOSTS, written with
 * the same module the app's URL guard matches with, so the two never disagree. Navigation is not
 * CSP-controlled: LINK_HOSTS is enforced by the guard alone.
 */
export function contentSecurityPolicy(
  hosts: { frame: readonly HostRule[]; image: readonly HostRule[] } = { frame: [], image: [] },
): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
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

export function registerSecurityHeaders(
  app: FastifyInstance,
  csp: string = contentSecurityPolicy(),
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header(
      'Permissions-Policy',
      'camera=(self), geolocation=(self), microphone=(), payment=()',
    );
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });
}
