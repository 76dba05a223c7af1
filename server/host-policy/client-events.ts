import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  CLIENT_EVENT_MAX_BYTES,
  CLIENT_EVENTS_PATH,
  EVENT_HOST,
  EVENT_ROUTE,
  EVENT_SCHEME,
  LINK_TARGETS,
  REFUSAL_REASONS,
} from '../../src/lib/links/client-event';
import { acceptBeaconText, parseJson } from '../lib/beacon-body';
import { logBudget } from '../lib/log-budget';

const ClientEventSchema = v.strictObject({
  kind: v.literal('link-refused'),
  target: v.picklist(LINK_TARGETS),
  scheme: v.pipe(v.string(), v.regex(EVENT_SCHEME)),
  host: v.pipe(v.string(), v.regex(EVENT_HOST)),
  reason: v.picklist(REFUSAL_REASONS),
  route: v.pipe(v.string(), v.regex(EVENT_ROUTE)),
});

/** At most this many lines a minute, so a flood of beacons cannot flood the log. */
export const CLIENT_EVENT_LINES_PER_MINUTE = 60;

/**
 * `POST /client-events`: a refused link reported by the app (src/lib/links/client-event.ts). The
 * body is small and checked field by field; anything else is ignored. It always answers 204 (a
 * beacon cannot read the answer), and logs one line with only the checked fields.
 */
export function registerClientEvents(app: FastifyInstance, log: (line: string) => void): void {
  const allowLine = logBudget(CLIENT_EVENT_LINES_PER_MINUTE, log, 'client-event');

  void app.register(async (scope) => {
    acceptBeaconText(scope, CLIENT_EVENT_MAX_BYTES);
    scope.post(CLIENT_EVENTS_PATH, async (request, reply) => {
      const event = v.safeParse(ClientEventSchema, parseJson(request.body));
      if (event.success && allowLine(Date.now())) {
        const { kind, target, scheme, host, reason, route } = event.output;
        log(
          `[client-event] ${kind} target=${target} scheme=${scheme || '-'} host=${host || '-'} reason=${reason} route=${route}`,
        );
      }
      return reply.code(204).header('Cache-Control', 'no-store').send();
    });
  });
}
