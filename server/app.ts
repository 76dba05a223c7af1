import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { isApiPath } from './lib/api-path';
import { answerClientError } from './headers/client-error-answer';
import { headersPlugin } from './headers/headers-plugin';
import { COMPRESS_MIN_BYTES } from './lib/compression';
import type { SandboxDb } from './sandbox/db';
import { DEFAULT_FOREIGN_ORIGIN } from './lib/foreign-origin';
import { memoryCounters } from './limits/counters';
import { redisCounters } from './limits/redis-counters';
import { inlineScriptHashes } from './pages/inline-script-hashes';
import { hostPolicyOf, hostPolicyPlugin } from './host-policy/host-policy-plugin';
import { pagesPlugin } from './pages/pages-plugin';
import type { RenderShare } from './pages/render-gate';
import type { ServerConfig } from './settings/server-settings';
import {
  UPSTREAM_FAILURE_REASONS,
  createServerMetrics,
  type ServerMetrics,
  type ServerMetricsOptions,
} from './ops/metrics/server-metrics';
import { createLogger, type Logger } from './ops/logger';
import { opsHooks, opsRoutes } from './ops/ops-plugin';
import { registerOverload, type OverloadOptions, type Pressure } from './ops/overload';
import { createReadiness, type Readiness } from './ops/readiness';
import { requestIdOf } from './ops/request-id';
import { CLIENT_TIMEOUTS } from './ops/timeouts';

/**
 * What buildServer reads: the settings as parsed once (server/settings/server-settings.ts, the
 * same fields), and what only the process or a test gives (tests start from
 * server/test-support/test-config.ts).
 */
export type AppConfig = Pick<
  ServerConfig,
  | 'upstream'
  | 'dataFile'
  | 'trustedProxies'
  | 'capacity'
  | 'logRequests'
  | 'hosts'
  | 'metrics'
  | 'serverRender'
  | 'redisUrl'
  | 'smsPerNumberPerHour'
  | 'upstreamTimeoutMs'
  | 'proxyBodyLimit'
> & {
  /** Folder of the built app, absolute; omit to serve the API only. */
  distDir?: string | undefined;
  /** When the server sends the shell instead of rendering, and when it refuses (./ops/overload.ts). */
  overload?: OverloadOptions;
  provider?: string;
  uploadsDir?: string;
  /** The server's JSON logger (./ops/logger.ts); silent when omitted (tests). */
  log?: Logger;
  /**
   * Receives sandbox lines (SMS codes…), refused-link reports and client errors; defaults to the
   * logger at `info`.
   */
  onLog?: (line: string) => void;
  /** Origin of the sandbox's pay, partner and agreement pages and images (server/sandbox/foreign/). */
  foreignOrigin?: string;
  /** The build-info series' version and commit, and whether to collect process metrics. */
  serverMetrics?: ServerMetricsOptions;
  /** The server render's budget from a request's arrival (ms); 500 by default. */
  renderBudgetMs?: number;
  /** How much of the thread renders may take (./pages/render-gate.ts); a quarter by default. */
  renderShare?: RenderShare;
};

/** Largest JSON or form body the sandbox parses. */
const SANDBOX_BODY_LIMIT = 1024 * 1024;
const GENERIC_FAILURE = 'Something went wrong on our side. Please try again.';

export type BuiltServer = FastifyInstance & {
  db?: SandboxDb;
  metrics: ServerMetrics;
  /** What `/readyz` answers from; main.ts adds the upstream check and the drain. */
  readiness: Readiness;
};

export async function buildServer(options: AppConfig): Promise<BuiltServer> {
  const trusted = options.trustedProxies;
  const log = options.log ?? createLogger('silent');
  const app = Fastify({
    trustProxy: trusted.length > 0 ? trusted : false,
    bodyLimit: SANDBOX_BODY_LIMIT,
    clientErrorHandler: answerClientError,
    loggerInstance: log,
    // Access lines only when asked (LOG_REQUESTS=1); what ops must see is logged regardless.
    logController: new LogController({
      disableRequestLogging: !options.logRequests,
      requestIdLogLabel: 'reqId',
    }),
    genReqId: requestIdOf,
    requestIdHeader: false,
    // A stalled client never holds a connection; a slow borrower still gets through (./ops/timeouts.ts).
    requestTimeout: CLIENT_TIMEOUTS.requestMs,
    keepAliveTimeout: CLIENT_TIMEOUTS.keepAliveMs,
    // A request that reached us while the server closes (on a connection accepted just before
    // the listener closed) is served, with `Connection: close`, not refused with a 503 the load
    // balancer would pass on: it cannot retry a payment (docs/decisions/ops-served-while-closing.md).
    return503OnClosing: false,
    http: {
      headersTimeout: CLIENT_TIMEOUTS.headersMs,
      connectionsCheckingInterval: CLIENT_TIMEOUTS.checkEveryMs,
    },
  });
  // A flood of sockets is closed at the door, not held until memory or descriptors run out.
  app.server.maxConnections = options.capacity.maxConnections;
  const onLog = options.onLog ?? ((line: string) => log.info(line));
  const readiness = createReadiness();
  const metrics = createServerMetrics(options.serverMetrics);
  const counters = options.redisUrl
    ? await redisCounters({
        url: options.redisUrl,
        log,
        onFallback: () => metrics.countLimitFallback(),
        onState: (up) => metrics.setLimitStoreUp(up),
      })
    : memoryCounters();
  readiness.limits = () => counters.state();
  app.addHook('onClose', () => counters.close());
  // In the server's layers' order (docs/decisions/server-layers.md): the operators' hooks and
  // probes first, as every request's first and last word; then compression, so every route
  // after it may be compressed (answers under COMPRESS_MIN_BYTES never are; request bodies are
  // never inflated here: the proxy forwards them as they came); then the headers.
  await app.register(opsHooks, { metrics, readiness });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
  });
  const hostPolicy = hostPolicyOf({
    hosts: options.hosts,
    proxied: Boolean(options.upstream),
    warn: (line) => log.warn(line),
    inlineScripts: inlineScriptHashes(options.distDir),
  });
  await app.register(headersPlugin, { csp: hostPolicy.csp });
  await app.register(hostPolicyPlugin, { policy: hostPolicy, log: onLog });
  await app.register(opsRoutes, { metrics, counters, onLog, metricsToken: options.metrics.token });
  // Registered last (./ops/overload.ts), once the renderer's warm-up no longer holds the loop.
  const overload: { pressure?: Pressure } = {};

  app.setErrorHandler((error, request, reply) => {
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error
        ? Number(error.statusCode)
        : 500;
    if (status >= 400 && status < 500) {
      const message = error instanceof Error ? error.message : 'Bad request';
      return reply.code(status).send({ code: status, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 500, message: GENERIC_FAILURE });
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      return reply.code(404).send({
        code: 404,
        message: `No such API: ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  if (options.upstream) {
    const { proxyPlugin } = await import('./proxy/register-proxy');
    await app.register(proxyPlugin, {
      target: options.upstream,
      connections: options.capacity.upstreamConnections,
      queue: options.capacity.upstreamQueue,
      onQueueFull: () => metrics.countProxyQueueFull(),
      timeoutMs: options.upstreamTimeoutMs,
      bodyLimit: options.proxyBodyLimit,
      trustedProxies: trusted,
      counters,
      smsPerNumberPerHour: options.smsPerNumberPerHour,
      onFailure: (failure) =>
        metrics.countUpstreamFailure(UPSTREAM_FAILURE_REASONS[failure.status]),
      readiness,
    });
  } else {
    // Loaded only here, so proxy mode never loads the sandbox or its packages.
    if (options.dataFile === undefined) throw new Error('the sandbox needs a data file');
    const { sandboxPlugin } = await import('./sandbox/register-sandbox');
    await app.register(sandboxPlugin, {
      dataFile: options.dataFile,
      uploadsDir: options.uploadsDir,
      provider: options.provider ?? process.env.VITE_PROVIDER ?? 'pesoloan',
      log: options.onLog ?? ((line: string) => log.info({ source: 'sandbox' }, line)),
      foreignOrigin: options.foreignOrigin ?? DEFAULT_FOREIGN_ORIGIN,
      counters,
      smsPerNumberPerHour: options.smsPerNumberPerHour,
    });
  }

  if (options.distDir) {
    await app.register(pagesPlugin, {
      distDir: options.distDir,
      htmlHead: hostPolicy.htmlHead,
      serverRender: options.serverRender
        ? {
            budgetMs: options.renderBudgetMs,
            share: options.renderShare,
            degraded: () => overload.pressure?.degraded() ?? false,
            record: (outcome) => metrics.countServerRender(outcome),
          }
        : undefined,
    });
  }
  readiness.rendererWarm = true;
  // The event loop is measured from here: the start (loading, the renderer's warm-up) held it,
  // and a first sample counting that would refuse the first borrowers as an overload. Hooks
  // apply to every route whenever they are added.
  overload.pressure = await registerOverload(app, options.overload, (kind) => {
    // A page refused under overload is a page the server did not render either.
    if (kind === 'page') metrics.countServerRender('unavailable');
  });
  const built: BuiltServer = Object.assign(app, { metrics, readiness });
  return built;
}
