import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CountersState } from '../limits/counters';
import { isReady, type Readiness } from './readiness';

export const PROBE_PATHS = { live: '/livez', ready: '/readyz' } as const;

const LIMITS_SAY: Record<CountersState, string> = {
  memory: 'this replica',
  redis: 'shared (redis)',
  local: 'this replica: redis unreachable',
};

function probeReply(reply: FastifyReply, status: number, body: object) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

/**
 * The orchestrator's probes (docs/decisions/ops-probes-and-drain.md), JSON and never cached, never
 * the app shell:
 * - `GET /livez`: the process serves requests. Nothing else: restarting a replica because the
 *   lender's API is down would only add a cold start to the outage.
 * - `GET /readyz`: this replica should get traffic: not draining, its renderer warm, not
 *   saturated. 503 otherwise, with the reason. Its own state only: the lender's API at the last
 *   background check is a field (`up` or `down`, no detail: the probe is public), never a reason
 *   (docs/decisions/ops-readiness-own-state.md).
 */
export function registerProbes(app: FastifyInstance, readiness: Readiness): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: PROBE_PATHS.live,
    handler: async (_request, reply) => probeReply(reply, 200, { status: 'live' }),
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: PROBE_PATHS.ready,
    handler: async (_request, reply) => {
      const upstream = readiness.upstream();
      const checks = {
        draining: readiness.draining,
        renderer: readiness.rendererWarm ? 'warm' : 'cold',
        saturated: readiness.saturated(),
        upstream: upstream.up ? 'up' : 'down',
        limits: LIMITS_SAY[readiness.limits()],
      };
      const ready = isReady(readiness);
      if (!ready) reply.header('Retry-After', '5');
      return probeReply(reply, ready ? 200 : 503, {
        status: ready ? 'ready' : 'not ready',
        checks,
      });
    },
  });
}
