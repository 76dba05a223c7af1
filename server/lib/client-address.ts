import { isIP } from 'node:net';
import type { FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';

type AnyRequest = FastifyRequest<RouteGenericInterface, RawServerBase>;

/**
 * The client's address: what a trusted hop (`TRUSTED_PROXIES`) reported, when that is an IP
 * address, else the socket's peer. Fastify takes whatever string the hop's `X-Forwarded-For`
 * held (8 KB of anything), which would become a limit's key in Redis and the lender's
 * `X-Forwarded-For` (docs/decisions/proxy-header-allow-lists.md).
 */
export function clientAddress(request: AnyRequest): string {
  return isIP(request.ip) !== 0 ? request.ip : (request.raw.socket.remoteAddress ?? '');
}
