import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The client address a per-client limit counts by; IPv6 addresses by their /56 network, which
 * one subscriber holds. Its own module: the proxy-mode routes use it without loading the sandbox.
 */
export function clientKey(request: FastifyRequest): string {
  return `ip:${normalizeIP(request.ip, 56)}`;
}
