import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { VitalEntry } from '../../../src/lib/vitals/vitals-beacon';

/**
 * Bucket bounds in seconds for the timed vitals, up to 10 s. web.dev's good/poor thresholds are
 * bounds of their own (INP 0.2/0.5, TTFB 0.8/1.8, FCP 1.8/3, LCP 2.5/4), so the share of good
 * reports is exact, and a p75 is never interpolated across one.
 */
export const VITAL_SECONDS_BUCKETS = [
  0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.5, 1.8, 2, 2.5, 3, 4, 5, 6, 8, 10,
];
/** CLS is a unitless score: good up to 0.1, poor over 0.25 (web.dev). */
export const CLS_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.4, 0.6, 1];
/** Request bounds in seconds, up to the upstream's 60 s time-out (proxy mode). */
const REQUEST_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** What became of a beacon: kept, or dropped and why. */
const BEACON_OUTCOMES = ['accepted', 'invalid', 'rate_limited', 'too_large'] as const;
type BeaconOutcome = (typeof BEACON_OUTCOMES)[number];

/** Why the proxy answered an `/api` call with its own envelope, by the status it sent. */
export const UPSTREAM_FAILURE_REASONS = {
  503: 'unreachable',
  504: 'timeout',
  502: 'bad_answer',
  413: 'too_large',
  429: 'rate_limited',
} as const;
export type UpstreamFailureReason =
  (typeof UPSTREAM_FAILURE_REASONS)[keyof typeof UPSTREAM_FAILURE_REASONS];

/**
 * What a borrower link to a server-rendered screen got: the rendered screen; the shell because
 * call and render missed the deadline, the renderer was saturated, or either failed; or a 503
 * because the server was overloaded.
 */
const SERVER_RENDER_OUTCOMES = [
  'rendered',
  'shell_timeout',
  'shell_overload',
  'shell_error',
  'unavailable',
] as const;
export type ServerRenderOutcome = (typeof SERVER_RENDER_OUTCOMES)[number];

/** Methods with a series of their own; anything else a client sends is `other`. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Which build is running, as the deployment knows it (main.ts passes it). */
export interface BuildInfo {
  version: string;
  commit: string;
}

export interface ServerMetricsOptions {
  build?: BuildInfo;
  /**
   * prom-client's process and Node.js metrics (CPU, memory, event-loop lag, GC, handles). On
   * for the real server; off by default, because each collector keeps its own monitors running
   * for the life of the process, which tests that build many servers would pile up.
   */
  processMetrics?: boolean;
}

/** One answered request, as the request hook sees it (./request-metrics.ts). */
export interface ObservedRequest {
  /** A name from ./route-name.ts, never a URL. */
  route: string;
  method: string;
  statusCode: number;
  seconds: number;
}

export interface ServerMetrics {
  readonly registry: Registry;
  /** One entry of an accepted beacon: a field vital or a client error, by screen name. */
  recordVital(screen: string, entry: VitalEntry): void;
  /** One beacon received, by outcome, so ops see reports dropped as well as kept. */
  countBeacon(outcome: BeaconOutcome): void;
  observeRequest(request: ObservedRequest): void;
  /** The proxy answered with its own envelope instead of the upstream's answer. */
  countUpstreamFailure(reason: UpstreamFailureReason): void;
  /** A borrower link to a server-rendered screen was answered (server/pages/server-render.ts). */
  countServerRender(outcome: ServerRenderOutcome): void;
  /** A limit's count decided in this replica because Redis did not answer. */
  countLimitFallback(): void;
  /** Whether the limits' store (Redis) answers: 1, or 0 while counts are local. */
  setLimitStoreUp(up: boolean): void;
  /** A log line dropped because stdout's reader did not take it (server/ops/log-destination.ts). */
  countLogLineDropped(): void;
  /** The lender's API at the last background check (server/ops/upstream-health.ts): 1 up, 0 down. */
  setUpstreamUp(up: boolean): void;
  /** An `/api` call refused at once because every connection to the lender and the queue were taken. */
  countProxyQueueFull(): void;
}

const UNKNOWN_BUILD: BuildInfo = { version: 'unknown', commit: 'unknown' };

/** `2xx`…: five values at most, whatever the status. */
function statusClass(statusCode: number): string {
  return statusCode >= 100 && statusCode < 600 ? `${Math.floor(statusCode / 100)}xx` : 'other';
}

/** A counter with every value of its one label present from the start, at 0. */
function counterOf<T extends string>(
  registry: Registry,
  name: string,
  help: string,
  label: string,
  values: readonly T[],
): (value: T) => void {
  const counter = new Counter({ name, help, labelNames: [label], registers: [registry] });
  // At 0 from the start, so rate() and increase() see the first one (a series that appears at 1
  // has no earlier sample to rise from).
  for (const value of values) counter.inc({ [label]: value }, 0);
  return (value) => counter.inc({ [label]: value });
}

/**
 * This server's figures, in a registry of its own (never prom-client's global one, so two
 * servers in one process never mix them). Durations are histograms, never summaries: a
 * histogram's buckets from any number of replicas add up, and `histogram_quantile` over the sum
 * is the fleet's percentile (docs/decisions/metrics-histograms.md). Every label takes values from
 * a fixed set: screen names and metric names are checked by POST /vitals, routes are named by
 * ./route-name.ts.
 */
export function createServerMetrics(options: ServerMetricsOptions = {}): ServerMetrics {
  const registry = new Registry();
  const vitalSeconds = new Histogram({
    name: 'borrower_web_vitals_seconds',
    help: 'Field web vitals per screen: LCP, INP, FCP and TTFB in seconds',
    labelNames: ['screen', 'metric'],
    buckets: VITAL_SECONDS_BUCKETS,
    registers: [registry],
  });
  const cls = new Histogram({
    name: 'borrower_web_vitals_cls',
    help: 'Field cumulative layout shift per screen (unitless score)',
    labelNames: ['screen'],
    buckets: CLS_BUCKETS,
    registers: [registry],
  });
  const clientErrors = new Counter({
    name: 'borrower_client_errors_total',
    help: 'Errors the app caught or saw escape, per screen and where they were caught',
    labelNames: ['screen', 'source'],
    registers: [registry],
  });
  const requests = new Histogram({
    name: 'borrower_http_request_duration_seconds',
    help: 'Requests answered by this server, by route name, method and status class',
    labelNames: ['route', 'method', 'status_class'],
    buckets: REQUEST_SECONDS_BUCKETS,
    registers: [registry],
  });
  const countBeacon = counterOf(
    registry,
    'borrower_vitals_beacons_total',
    'Beacons received at POST /vitals, by outcome (accepted, invalid, rate_limited, too_large)',
    'outcome',
    BEACON_OUTCOMES,
  );
  const countUpstreamFailure = counterOf(
    registry,
    'borrower_upstream_failures_total',
    'API calls the proxy answered with its own envelope, by reason',
    'reason',
    Object.values(UPSTREAM_FAILURE_REASONS),
  );
  const countServerRender = counterOf(
    registry,
    'borrower_server_renders_total',
    'Borrower links to server-rendered screens, by outcome',
    'outcome',
    SERVER_RENDER_OUTCOMES,
  );
  const limitFallbacks = new Counter({
    name: 'borrower_limit_store_fallbacks_total',
    help: 'Limit counts decided in this replica because Redis (REDIS_URL) did not answer',
    registers: [registry],
  });
  const limitStoreUp = new Gauge({
    name: 'borrower_limit_store_up',
    help: 'With REDIS_URL: 1 while Redis answers the limits, 0 while they count in this replica',
    registers: [registry],
  });
  const logLinesDropped = new Counter({
    name: 'borrower_log_lines_dropped_total',
    help: 'Log lines dropped because the reader of stdout did not take them',
    registers: [registry],
  });
  const upstreamUp = new Gauge({
    name: 'borrower_upstream_up',
    help: "Proxy mode: 1 while the lender's API answered the last background check, 0 while not",
    registers: [registry],
  });
  const proxyQueueFull = new Counter({
    name: 'borrower_proxy_queue_full_total',
    help: "API calls answered 503 at once: every connection to the lender's API and its queue were taken",
    registers: [registry],
  });
  const { version, commit } = options.build ?? UNKNOWN_BUILD;
  new Gauge({
    name: 'borrower_build_info',
    help: 'The running build: always 1, its labels say which',
    labelNames: ['version', 'commit', 'node'],
    registers: [registry],
  }).set({ version, commit, node: process.version }, 1);
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  return {
    registry,
    recordVital(screen, entry) {
      if (entry.kind === 'error') clientErrors.inc({ screen, source: entry.source });
      else if (entry.name === 'CLS') cls.observe({ screen }, entry.value);
      // The app reports milliseconds (src/lib/vitals/observe-vitals.ts); Prometheus' base unit is the second.
      else vitalSeconds.observe({ screen, metric: entry.name }, entry.value / 1000);
    },
    countBeacon,
    observeRequest({ route, method, statusCode, seconds }) {
      requests.observe(
        {
          route,
          method: METHODS.has(method) ? method : 'other',
          status_class: statusClass(statusCode),
        },
        seconds,
      );
    },
    countUpstreamFailure,
    countServerRender,
    countLimitFallback: () => limitFallbacks.inc(),
    setLimitStoreUp: (up) => limitStoreUp.set(up ? 1 : 0),
    countLogLineDropped: () => logLinesDropped.inc(),
    setUpstreamUp: (up) => upstreamUp.set(up ? 1 : 0),
    countProxyQueueFull: () => proxyQueueFull.inc(),
  };
}
