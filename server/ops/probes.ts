import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CountersState } from '../lib/limits/counters';
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
 * - `GET /readyz`: this replica should get traffic: not draining, its renderer warm, the lender's
 *   API reachable at the last background check (a probe never waits for the upstream). 503
 *   otherwise, with the reason.
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
        upstream: upstream.up ? 'up' : `down: ${upstream.detail}`,
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
