import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { SCREEN_NAMES } from '../../../src/app/screen-facts';
import {
  ERROR_MESSAGE_MAX,
  ERROR_SOURCES,
  METRIC_NAMES,
  redactMessage,
  NOT_FOUND_SCREEN,
  VITALS_MAX_BYTES,
  VITALS_MAX_ENTRIES,
  VITALS_PATH,
} from '../../../src/lib/vitals/vitals-beacon';
import { acceptBeaconText, parseJson } from '../../lib/beacon-body';
import { logBudget } from '../../lib/log-budget';
import { clientKey } from '../../lib/client-key';
import type { Counters } from '../../limits/counters';
import type { ServerMetrics } from '../metrics/server-metrics';

/** Beacons per client address a minute (a page sends a handful); more are dropped. */
export const VITALS_BEACONS_PER_MINUTE = 30;
/** Error lines a minute in the log, whoever sends them. */
export const VITALS_ERROR_LINES_PER_MINUTE = 30;

const MetricEntry = v.strictObject({
  kind: v.literal('metric'),
  name: v.picklist(METRIC_NAMES),
  // An hour is far past any real paint or response; CLS is a small unitless score.
  value: v.pipe(v.number(), v.minValue(0), v.maxValue(3_600_000)),
});
const ErrorEntry = v.strictObject({
  kind: v.literal('error'),
  source: v.picklist(ERROR_SOURCES),
  message: v.pipe(v.string(), v.maxLength(ERROR_MESSAGE_MAX * 2)),
});
const BeaconSchema = v.strictObject({
  screen: v.picklist([...SCREEN_NAMES, NOT_FOUND_SCREEN]),
  entries: v.pipe(
    v.array(v.variant('kind', [MetricEntry, ErrorEntry])),
    v.minLength(1),
    v.maxLength(VITALS_MAX_ENTRIES),
  ),
});

/**
 * `POST /vitals`: field vitals and errors from the app (src/lib/vitals/). A bounded body checked
 * field by field against bounded sets (screen names, metric names, error sources), so the
 * figures' labels cannot grow without end; rate-limited per client; always 204 (a beacon cannot
 * read the answer). Errors are logged redacted again; nothing about the session is kept.
 */
export function registerVitals(
  app: FastifyInstance,
  metrics: Pick<ServerMetrics, 'recordVital' | 'countBeacon'>,
  log: (line: string) => void,
  counters: Counters,
): void {
  // Per borrower's address (the load balancer's and CDN's, when trusted, say which), counted in
  // memory or in Redis shared by every replica.
  const allowClient = async (key: string) =>
    (await counters.incr(`vitals:${key}`, 60_000)).count <= VITALS_BEACONS_PER_MINUTE;
  const allowLine = logBudget(VITALS_ERROR_LINES_PER_MINUTE, log, 'client-error');
  void app.register(async (scope) => {
    acceptBeaconText(scope, VITALS_MAX_BYTES);
    // The body limit answers 413 before the handler runs: counted here.
    scope.addHook('onError', async (_request, _reply, error) => {
      if (error.statusCode === 413) metrics.countBeacon('too_large');
    });
    scope.post(VITALS_PATH, async (request, reply) => {
      const beacon = v.safeParse(BeaconSchema, parseJson(request.body));
      const now = Date.now();
      // Checked after the body, so the limit counts only beacons that would be kept.
      if (!beacon.success) metrics.countBeacon('invalid');
      else if (!(await allowClient(clientKey(request)))) metrics.countBeacon('rate_limited');
      else {
        metrics.countBeacon('accepted');
        const { screen, entries } = beacon.output;
        for (const entry of entries) {
          metrics.recordVital(screen, entry);
          if (entry.kind === 'error' && allowLine(now)) {
            log(`[client-error] ${entry.source} screen=${screen} ${redactMessage(entry.message)}`);
          }
        }
      }
      return reply.code(204).header('Cache-Control', 'no-store').send();
    });
  });
}
