import type { IncomingHttpHeaders } from 'node:http';

/**
 * Headers that describe one connection, not the message (RFC 9110 section 7.6.1), plus
 * `expect` (the 100-continue exchange is between the client and us) and `http2-settings`.
 * The proxy never passes them on, in either direction.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'http2-settings',
]);

/** Client-claimed origin and address headers: only the proxy itself may say these. */
function isForwardingClaim(name: string): boolean {
  return name.startsWith('x-forwarded-') || name === 'forwarded' || name === 'x-real-ip';
}

/** What Fastify concluded about the request, trusting only `TRUSTED_PROXIES`. */
export interface ClientView {
  /** The client's address: the socket peer, or what a trusted hop said it was. */
  ip: string;
  /** `http` or `https` of the app's public origin. */
  protocol: string;
  /** Host (and port) of the app's public origin. */
  host: string;
}

/**
 * The headers the upstream receives: the client's own headers minus hop-by-hop and every
 * client-sent forwarding claim, plus the proxy's own `X-Forwarded-For/-Proto/-Host`.
 */
export function upstreamRequestHeaders(
  client: ClientView,
  headers: IncomingHttpHeaders,
  authorization?: string,
): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || isForwardingClaim(lower)) continue;
    out[lower] = value;
  }
  out['x-forwarded-for'] = client.ip;
  out['x-forwarded-proto'] = client.protocol;
  out['x-forwarded-host'] = client.host;
  if (authorization) out.authorization = authorization;
  return out;
}

/** The upstream's answer headers minus hop-by-hop ones (ours describe our own connection). */
export function clientResponseHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name.toLowerCase())) out[name] = value;
  }
  return out;
}
