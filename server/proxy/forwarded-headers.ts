import type { IncomingHttpHeaders } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import { clientAddress } from '../lib/client-address';

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

/**
 * What the lender's API receives of the client's own headers (DECISIONS.md sections 3 and 12,
 * src/lib/api/request-parts.ts): the session headers of both request styles, the language, the
 * payment's idempotency key, the body's framing, and what content negotiation needs. Nothing
 * else: no method override or URL rewrite (`X-HTTP-Method-Override`, `X-Original-URL`,
 * `X-Rewrite-URL`), no cookie or authorization of the app's origin, no forwarding claim
 * (docs/decisions/proxy-header-allow-lists.md). `Host` is reply-from's: the upstream's own.
 */
const REQUEST_HEADERS = new Set([
  'host',
  'accept',
  'accept-encoding',
  'accept-language',
  'content-type',
  'content-length',
  'content-encoding',
  'user-agent',
  'x-requested-with',
  'x-session-id',
  'x-user-id',
  'x-device-id',
  'x-app-version',
  'idempotency-key',
]);

/**
 * What the browser receives of the lender's answer headers: how to read the body, and when to
 * try again (the app reads `Retry-After` on a 429). Every other header is this app's to set
 * (`Cache-Control: no-store`, the security headers): no `Set-Cookie` on the app's origin, no
 * `Clear-Site-Data` (it would wipe the saved payment attempts), `Refresh`, `Link`,
 * `Strict-Transport-Security`, `Access-Control-*`, `Content-Security-Policy`, ….
 */
const RESPONSE_HEADERS = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'retry-after',
]);

/**
 * The header names a message's own `Connection` header lists: they belong to that hop alone
 * (RFC 9110 section 7.6.1), whatever they are called.
 */
function connectionOptions(headers: IncomingHttpHeaders): Set<string> {
  const value = headers.connection;
  const listed = Array.isArray(value) ? value.join(',') : (value ?? '');
  return new Set(
    listed
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * The headers that may cross the proxy: those on the allow-list, minus hop-by-hop ones and those
 * `Connection` names (whatever a list says, they describe one connection).
 */
function allowed(
  headers: IncomingHttpHeaders,
  allowList: ReadonlySet<string>,
): IncomingHttpHeaders {
  const connectionScoped = connectionOptions(headers);
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (allowList.has(lower) && !HOP_BY_HOP.has(lower) && !connectionScoped.has(lower))
      out[lower] = value;
  }
  return out;
}

/** What the proxy may tell the upstream about the client, trusting only `TRUSTED_PROXIES`. */
export interface ClientView {
  /** The client's address: the socket peer, or what a trusted hop said it was. */
  ip: string;
  /** `http` or `https` of the app's public origin, only as a trusted hop reported it. */
  protocol?: string;
  /** Host (and port) of the app's public origin, only as a trusted hop reported it. */
  host?: string;
}

type AnyRequest = FastifyRequest<RouteGenericInterface, RawServerBase>;

/**
 * Reads a request the way Fastify's `trustProxy` does (the same proxy-addr rules), but keeps
 * apart what a trusted load balancer established from what the client said: without a trusted
 * hop, Fastify's `request.host` is the client's own `Host` header, which is a claim, not a fact.
 */
export function clientViewReader(
  trustedProxies: readonly string[],
): (request: AnyRequest) => ClientView {
  const trusts = proxyAddr.compile([...trustedProxies]);
  return (request) => {
    const peer = request.raw.socket.remoteAddress;
    const fromTrustedHop = peer !== undefined && trusts(peer, 0);
    const said = (name: string) => fromTrustedHop && request.headers[name] !== undefined;
    const view: ClientView = { ip: clientAddress(request) };
    // Fastify's getters read the last value the trusted hop appended.
    if (said('x-forwarded-host')) view.host = request.host;
    if (said('x-forwarded-proto')) view.protocol = request.protocol;
    return view;
  };
}

/**
 * The headers the upstream receives: the client's own headers on the allow-list, plus the
 * proxy's own `X-Forwarded-For`, and `-Proto`/`-Host` when a trusted load balancer established
 * them. Without one the upstream gets no
 * `X-Forwarded-Host`/`-Proto` at all: we do not know the app's public origin, and the
 * client's `Host` is no evidence of it.
 */
export function upstreamRequestHeaders(
  client: ClientView,
  headers: IncomingHttpHeaders,
  authorization?: string,
  requestId?: string,
): IncomingHttpHeaders {
  const out = allowed(headers, REQUEST_HEADERS);
  // This request's id (the client's when it was acceptable, else ours): the lender's log and
  // ours name the same request (server/ops/request-id.ts).
  if (requestId) out['x-request-id'] = requestId;
  out['x-forwarded-for'] = client.ip;
  if (client.protocol !== undefined) out['x-forwarded-proto'] = client.protocol;
  if (client.host !== undefined) out['x-forwarded-host'] = client.host;
  if (authorization) out.authorization = authorization;
  return out;
}

/** The upstream's answer headers on the allow-list (the rest are this app's to set, or none). */
export function clientResponseHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return allowed(headers, RESPONSE_HEADERS);
}
