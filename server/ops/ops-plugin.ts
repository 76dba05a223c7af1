import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Counters } from '../limits/counters';
import { registerRequestMetrics } from './metrics/request-metrics';
import { registerMetricsRoute } from './metrics/metrics-endpoint';
import type { ServerMetrics } from './metrics/server-metrics';
import { registerProbes } from './probes';
import type { Readiness } from './readiness';
import { registerRequestIdHeader } from './request-id';
import { logServerErrors } from './server-errors-log';
import { registerDrainHeaders } from './shutdown';
import { dropStalledBodies } from './stalled-bodies';
import { CLIENT_TIMEOUTS } from './timeouts';
import { registerUnreadBodyDiscard } from './unread-body';
import { registerVitals } from './vitals/vitals-route';

export interface OpsHooksOptions {
  metrics: ServerMetrics;
  readiness: Readiness;
}

export interface OpsRoutesOptions {
  metrics: ServerMetrics;
  counters: Counters;
  /** Where refused-link reports and client errors go. */
  onLog: (line: string) => void;
  /** `METRICS_TOKEN`: without it, `GET /metrics` on this port is a plain 404. */
  metricsToken: string | undefined;
}

/**
 * What the lender's operators run the server by, on every request: request ids and series,
 * server errors logged, the drain's headers, stalled bodies dropped, and the probes. Registered
 * first, before compression, so their hooks run first and the probes answer plainly.
 */
export const opsHooks = fp(
  (app: FastifyInstance, options: OpsHooksOptions, done: (error?: Error) => void) => {
    registerRequestMetrics(app, options.metrics);
    registerRequestIdHeader(app);
    logServerErrors(app);
    registerDrainHeaders(app, options.readiness);
    dropStalledBodies(app, {
      stallMs: CLIENT_TIMEOUTS.bodyStallMs,
      checkEveryMs: CLIENT_TIMEOUTS.checkEveryMs,
    });
    registerProbes(app, options.readiness);
    done();
  },
  { name: 'ops-hooks' },
);

/**
 * The operators' routes, after the security headers: unread bodies discarded, field vitals
 * (`POST /vitals`) and `GET /metrics`.
 */
export const opsRoutes = fp(
  (app: FastifyInstance, options: OpsRoutesOptions, done: (error?: Error) => void) => {
    registerUnreadBodyDiscard(app);
    // Field vitals and client errors: in sandbox and proxy mode alike, never proxied.
    registerVitals(app, options.metrics, options.onLog, options.counters);
    registerMetricsRoute(app, options.metrics.registry, options.metricsToken);
    done();
  },
  { name: 'ops-routes', dependencies: ['ops-hooks'] },
);
