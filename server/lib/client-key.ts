import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { clientAddress } from './client-address';

/**
 * The client address a per-client limit counts by (an IP address: ./client-address.ts); IPv6 addresses by their /56 network, which
 * one subscriber holds. Its own module: the proxy-mode routes use it without loading the sandbox.
 */
export function clientKey(request: FastifyRequest): string {
  return `ip:${normalizeIP(clientAddress(request), 56)}`;
}
