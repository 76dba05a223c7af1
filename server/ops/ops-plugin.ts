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

export interface OpsOptions {
  metrics: ServerMetrics;
  readiness: Readiness;
  counters: Counters;
  /** Where refused-link reports and client errors go. */
  onLog: (line: string) => void;
  /** `METRICS_TOKEN`: without it, `GET /metrics` on this port is a plain 404. */
  metricsToken: string | undefined;
}

/**
 * What the lender's operators run the server by, on every request and route: request ids and
 * series, server errors logged, the drain's headers, stalled and unread bodies dropped, the
 * probes, field vitals (`POST /vitals`) and `GET /metrics`. Hooks apply server-wide.
 */
export const opsPlugin = fp(
  (app: FastifyInstance, options: OpsOptions, done: (error?: Error) => void) => {
    const { metrics, readiness } = options;
    registerRequestMetrics(app, metrics);
    registerRequestIdHeader(app);
    logServerErrors(app);
    registerDrainHeaders(app, readiness);
    dropStalledBodies(app, {
      stallMs: CLIENT_TIMEOUTS.bodyStallMs,
      checkEveryMs: CLIENT_TIMEOUTS.checkEveryMs,
    });
    registerProbes(app, readiness);
    registerUnreadBodyDiscard(app);
    // Field vitals and client errors: in sandbox and proxy mode alike, never proxied.
    registerVitals(app, metrics, options.onLog, options.counters);
    registerMetricsRoute(app, metrics.registry, options.metricsToken);
    done();
  },
  { name: 'ops' },
);
