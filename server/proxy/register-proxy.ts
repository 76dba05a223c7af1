import proxy from '@fastify/http-proxy';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../lib/api-path';
import { answerWithoutDiscard } from '../ops/unread-body';
import { takeRenderCallMark } from '../pages/render-call';
import { BUSY_MESSAGE } from '../ops/busy-page';
import { BodyTooLargeError, declaredTooLarge, limitedBody } from './body-limit';
import { BodyRefusedError, createBodyBuffer } from './buffered-body';
import {
  clientResponseHeaders,
  clientViewReader,
  upstreamRequestHeaders,
} from './forwarded-headers';
import { relayAnswer, sendFailure } from './relay-answer';
import type { Counters } from '../limits/counters';
import type { Readiness } from '../ops/readiness';
import { registerProxyLimits } from './proxy-limits';
import { failureFromError, type UpstreamFailure } from './upstream-failure';
import type { UpstreamTarget } from '../settings/upstream-target';
import { UpstreamSlots } from './upstream-slots';

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
  /** Connections to the lender's API at most, and calls that may wait for one (./upstream-slots.ts). */
  connections: number;
  queue: number;
  /** A call refused at once because every connection and the queue were taken. */
  onQueueFull?: () => void;
  /** Codes one phone may be sent in an hour (`RATE_LIMITS.smsPerNumber` by default). */
  smsPerNumberPerHour?: number;
}

/** A body must come at 1 KiB/s on average after 10 s: 8 kbit/s, far below a weak 2G link. */
export const MIN_BODY_BYTES_PER_SECOND = 1024;
const BODY_RATE_GRACE_MS = 10_000;
/** All request bodies held at once, at most: well inside the 512 MiB a replica gets. */
export const HELD_BODIES_LIMIT = 96 * 1024 * 1024;

/** What the proxy tells /readyz (server/ops/readiness.ts). */
export interface ProxyState {
  saturated(): boolean;
}

const RETRY_AFTER_SECONDS = '2';

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

/**
 * Proxy mode: every `/api` call goes to the lender's API through @fastify/http-proxy, bodies
 * held whole and then passed on byte for byte (no parser runs here), over a bounded number of
 * connections (docs/decisions/ops-bounded-upstream.md), forwarding headers set by us alone, and
 * any failure turned into the contract's envelope (docs/decisions/server-proxy.md).
 */
export async function registerProxy(
  app: FastifyInstance,
  options: ProxyOptions,
): Promise<ProxyState> {
  const { target, timeoutMs, bodyLimit } = options;
  const clientView = clientViewReader(options.trustedProxies);
  const slots = new UpstreamSlots(options.connections, options.queue);
  const bodies = createBodyBuffer({
    limit: bodyLimit,
    minBytesPerSecond: MIN_BODY_BYTES_PER_SECOND,
    graceMs: BODY_RATE_GRACE_MS,
    totalLimit: HELD_BODIES_LIMIT,
  });
  await app.register(async (scope) => {
    // The proxy's own refusals (too slow, no room, no connection) as envelopes; the rest as the
    // app answers them.
    const parentHandler = scope.errorHandler;
    scope.setErrorHandler((error, request, reply) => {
      if (!(error instanceof BodyRefusedError))
        return parentHandler.call(scope, error, request, reply);
      request.log.warn({ status: error.statusCode }, `request body refused: ${error.message}`);
      if (error.statusCode === 503) reply.header('Retry-After', RETRY_AFTER_SECONDS);
      answerWithoutDiscard(request.raw);
      return reply
        .code(error.statusCode)
        .header('Connection', 'close')
        .type('application/json; charset=utf-8')
        .send({ code: error.statusCode, message: error.message });
    });
    // No body parser at all: http-proxy's catch-all hands every body on as the raw stream.
    scope.removeAllContentTypeParsers();
    // The server render's own call reads a bounded answer; its mark never reaches the lender.
    scope.addHook('onRequest', async (request) => takeRenderCallMark(request));
    // First: the limits read a commit's small body before the body limit counts it onward.
    await registerProxyLimits(scope, options.counters, options.smsPerNumberPerHour);
    scope.addHook('preParsing', async (request, _reply, payload) => {
      if (!hasBody(request)) return payload;
      if (declaredTooLarge(request.headers['content-length'], bodyLimit))
        throw new BodyTooLargeError();
      // Whole before it goes on (./buffered-body.ts): a trickling client never holds a
      // connection to the lender.
      return limitedBody(await bodies.read(payload), bodyLimit);
    });
    // A connection to the lender, or a place in its queue, or 503 at once.
    const release = new WeakMap<object, () => void>();
    const giveBack = (request: { raw: object }) => {
      release.get(request.raw)?.();
      release.delete(request.raw);
    };
    scope.addHook('preHandler', async (request, reply) => {
      if (!slots.take()) {
        options.onQueueFull?.();
        request.log.warn(
          { connections: slots.connections, queue: slots.queue },
          "every connection to the lender's API and its queue are taken: 503",
        );
        return reply
          .code(503)
          .header('Retry-After', RETRY_AFTER_SECONDS)
          .type('application/json; charset=utf-8')
          .send({ code: 503, message: BUSY_MESSAGE });
      }
      let given = false;
      release.set(request.raw, () => {
        if (given) return;
        given = true;
        slots.give();
      });
      // However the exchange ends: answered, cut by the client mid-answer, or aborted.
      reply.raw.once('close', () => giveBack(request));
      return undefined;
    });
    scope.addHook('onResponse', async (request) => giveBack(request));
    scope.addHook('onRequestAbort', async (request) => giveBack(request));

    await scope.register(proxy, {
      upstream: target.base,
      prefix: API_PREFIX,
      http2: false,
      disableRequestLogging: true,
      undici: {
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        // Bounded: past these the calls queue in ./upstream-slots.ts, then get 503.
        connections: options.connections,
        pipelining: 1,
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
  return {
    saturated: () => slots.saturated() || bodies.held() >= HELD_BODIES_LIMIT * 0.9,
  };
}

/**
 * The proxy as a plugin of the app: `/api` to the lender's API; `/readyz` reads whether every
 * connection and queue place to it is taken (`readiness.saturated`).
 */
export const proxyPlugin = fp(
  async (app: FastifyInstance, options: ProxyOptions & { readiness: Readiness }) => {
    const { readiness, ...proxy } = options;
    readiness.saturated = (await registerProxy(app, proxy)).saturated;
  },
  { name: 'proxy' },
);
