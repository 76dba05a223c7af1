import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_EVENTS_PATH } from '../../src/lib/links/client-event';
import { VITALS_PATH } from '../../src/lib/vitals/vitals-beacon';
import { isApiPath } from '../lib/api-path';
import { METRICS_PATH } from './metrics/metrics-endpoint';
import { PROBE_PATHS } from './probes';
import { BUSY_MESSAGE, BUSY_PAGE } from './busy-page';

type PressureHandler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>;

export interface OverloadOptions {
  /** Mean event-loop delay (ms) above which borrower pages go out as the shell, not rendered. */
  shellAboveMs?: number;
  /** Mean event-loop delay (ms) above which pages and API calls are refused with 503. */
  refuseAboveMs?: number;
  retryAfterSeconds?: number;
  /** How often the event-loop delay is sampled (ms). */
  sampleIntervalMs?: number;
}

export interface Pressure {
  /** Pages should not be rendered here now: the event loop is already behind. */
  degraded(): boolean;
}

export const OVERLOAD_DEFAULTS = {
  shellAboveMs: 200,
  refuseAboveMs: 2_000,
  retryAfterSeconds: 5,
  sampleIntervalMs: 500,
} as const;

/** The server's own routes: never refused, so probes, scrapes and beacons go on under load. */
const OWN_ROUTES = new Set<string>([
  PROBE_PATHS.live,
  PROBE_PATHS.ready,
  METRICS_PATH,
  VITALS_PATH,
  CLIENT_EVENTS_PATH,
]);

/** What a refusal looks like for this request: an envelope, a page, or none (let it through). */
function refusalFor(request: FastifyRequest): 'api' | 'page' | undefined {
  const path = request.url.split('?', 1)[0] ?? '/';
  if (isApiPath(path)) return 'api';
  if (OWN_ROUTES.has(path)) return undefined;
  // Files (assets, icons, the worker) are cheap and a page already painting needs them.
  const last = path.split('/').pop() ?? '';
  return last.includes('.') ? undefined : 'page';
}

/**
 * Under pressure the server degrades instead of queueing everyone into time-outs
 * (docs/decisions/ops-overload.md): with the event loop behind by `shellAboveMs`, borrower pages
 * go out as the app shell (`degraded`, read by the server render); behind by `refuseAboveMs`,
 * pages and API calls are refused at once with 503 and `Retry-After` (a page for a browser, the
 * envelope for `/api`), while probes, metrics, beacons and files still answer. The measure is
 * @fastify/under-pressure's mean event-loop delay over the last sample. The thresholds are
 * `OVERLOAD_SHELL_ABOVE_MS` and `OVERLOAD_REFUSE_ABOVE_MS` (server/settings/server-settings.ts).
 */
export async function registerOverload(
  app: FastifyInstance,
  options: OverloadOptions | undefined,
  onRefused: (kind: 'api' | 'page') => void = () => undefined,
): Promise<Pressure> {
  // Off unless asked (the real server asks, main.ts): a server inside a test process shares its
  // event loop with the test and the browser driver, and would take their pauses for overload.
  if (!options) return { degraded: () => false };
  const settings = { ...OVERLOAD_DEFAULTS, ...options };
  const retryAfter = String(settings.retryAfterSeconds);
  let refused = 0;
  let lastLine = 0;

  // under-pressure reads an interval with no sample of the loop as an infinite delay; on Node 24
  // every interval right after a pause longer than the interval has none (the pause itself is
  // never recorded), so a half-second pause would refuse everyone as if the loop were behind by
  // more than `refuseAboveMs`. There, the delay is this sampler's own lateness instead.
  let lateness = 0;
  let lastTick = performance.now();
  const sampler = setInterval(() => {
    const now = performance.now();
    lateness = Math.max(0, now - lastTick - settings.sampleIntervalMs);
    lastTick = now;
  }, settings.sampleIntervalMs);
  sampler.unref();
  app.addHook('onClose', async () => clearInterval(sampler));
  const delayOf = (measured: number | undefined) =>
    measured === undefined || Number.isFinite(measured) ? measured : lateness;

  const refuse = (request: FastifyRequest, reply: FastifyReply, value: number | undefined) => {
    const kind = refusalFor(request);
    if (!kind) return undefined;
    const delay = delayOf(value);
    if (delay !== undefined && delay <= settings.refuseAboveMs) return undefined;
    onRefused(kind);
    refused += 1;
    const now = Date.now();
    if (now - lastLine >= 10_000) {
      app.log.warn(
        { eventLoopDelayMs: Math.round(delay ?? 0), refused },
        'overloaded: refusing pages and API calls with 503',
      );
      lastLine = now;
      refused = 0;
    }
    reply.code(503).header('Retry-After', retryAfter).header('Cache-Control', 'no-store');
    if (kind === 'api') {
      reply.type('application/json; charset=utf-8');
      return { code: 503, message: BUSY_MESSAGE };
    }
    reply.type('text/html; charset=utf-8');
    return BUSY_PAGE;
  };

  // under-pressure sends what its handler returns and lets the request through on undefined
  // (`handlePressure` in its index.js); its type declares the handler as returning void.
  const sendRefusal = (...[request, reply, , value]: Parameters<PressureHandler>) =>
    refuse(request, reply, value);
  const pressureHandler = sendRefusal as unknown as PressureHandler;
  await app.register(underPressure, {
    maxEventLoopDelay: settings.refuseAboveMs,
    sampleInterval: settings.sampleIntervalMs,
    pressureHandler,
  });
  return {
    degraded: () => (delayOf(app.memoryUsage().eventLoopDelay) ?? 0) > settings.shellAboveMs,
  };
}
