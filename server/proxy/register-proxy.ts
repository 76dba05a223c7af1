import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../lib/api-path';
import { BodyTooLargeError, declaredTooLarge, limitedBody } from './body-limit';
import {
  clientResponseHeaders,
  clientViewReader,
  upstreamRequestHeaders,
} from './forwarded-headers';
import { relayAnswer, sendFailure } from './relay-answer';
import type { Counters } from '../lib/limits/counters';
import { registerProxyLimits } from './proxy-limits';
import { failureFromError, type UpstreamFailure } from './upstream-failure';
import type { UpstreamTarget } from './upstream-target';

export interface ProxyOptions {
  target: UpstreamTarget;
  /** Longest wait for the upstream's headers, and between two chunks of its body (ms). */
  timeoutMs: number;
  /** Largest request body forwarded (bytes). */
  bodyLimit: number;
  /** `TRUSTED_PROXIES`, as Fastify's `trustProxy` has them: only they establish X-Forwarded-Host/-Proto. */
  trustedProxies: readonly string[];
  /** Each failure answered with an envelope, for the metrics. */
  onFailure?: (failure: UpstreamFailure) => void;
  /** Where the limits on SMS, codes, registration, payments and uploads count (./proxy-limits.ts). */
  counters: Counters;
  /** Codes one phone may be sent in an hour (`RATE_LIMITS.smsPerNumber` by default). */
  smsPerNumberPerHour?: number;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

/**
 * Proxy mode: every `/api` call goes to the lender's API through @fastify/http-proxy, bodies
 * streamed byte for byte (no parser runs here), forwarding headers set by us alone, and any
 * failure turned into the contract's envelope (docs/decisions/server-proxy.md).
 */
export async function registerProxy(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  const { target, timeoutMs, bodyLimit } = options;
  const clientView = clientViewReader(options.trustedProxies);
  await app.register(async (scope) => {
    // No body parser at all: http-proxy's catch-all hands every body on as the raw stream.
    scope.removeAllContentTypeParsers();
    // First: the limits read a commit's small body before the body limit counts it onward.
    await registerProxyLimits(scope, options.counters, options.smsPerNumberPerHour);
    scope.addHook('preParsing', async (request, _reply, payload) => {
      if (!hasBody(request)) return payload;
      if (declaredTooLarge(request.headers['content-length'], bodyLimit))
        throw new BodyTooLargeError();
      return limitedBody(payload, bodyLimit);
    });

    await scope.register(proxy, {
      upstream: target.base,
      prefix: API_PREFIX,
      http2: false,
      disableRequestLogging: true,
      undici: {
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        // reply-from turns certificate checks off unless told otherwise; a payment API needs them.
        connect: { timeout: Math.min(timeoutMs, 10_000), rejectUnauthorized: true },
      },
      replyOptions: {
        // The client's query string as it came, not re-encoded.
        queryString: (_search, url) => url.split('?').slice(1).join('?'),
        rewriteRequestHeaders: (request, headers) =>
          upstreamRequestHeaders(clientView(request), headers, target.authorization, request.id),
        rewriteHeaders: (headers) => clientResponseHeaders(headers),
        // A call is sent once; whether to try again is the app's (and the borrower's) choice.
        retryDelay: () => null,
        onResponse: (request, reply, answer) => {
          void relayAnswer(request, reply, answer, options.onFailure);
        },
        onError: (reply, { error }) => {
          const failure = failureFromError(error);
          options.onFailure?.(failure);
          sendFailure(reply.request, reply, failure);
        },
      },
    });
  });
}
