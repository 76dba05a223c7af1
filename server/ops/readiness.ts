import type { CountersState } from '../limits/counters';

/** What `/readyz` is made of (./probes.ts): each part set by the module that knows it. */
export interface Readiness {
  /** SIGTERM received (./shutdown.ts): the load balancer must take this replica out. */
  draining: boolean;
  /** The server-render code has run once (server/pages/server-render.ts); true when rendering is off. */
  rendererWarm: boolean;
  /**
   * The lender's API answered the last check (./upstream-health.ts); always true in sandbox mode.
   * Shown, never a reason to be unready: the lender's outage would take every replica out at
   * once, and with them the pages that need no API (the public site, saved pay codes, the shell).
   */
  upstream: () => UpstreamState;
  /**
   * This replica cannot take more now: every connection to the lender and the proxy's queue are
   * taken, or its connection cap is reached (server/proxy/upstream-pool.ts, server/app.ts).
   */
  saturated: () => boolean;
  /**
   * Where the limits count (server/limits/counters.ts): shown, never a reason to be unready
   * (with Redis gone the limits hold per replica, and every replica would be taken out at once).
   */
  limits: () => CountersState;
}

export interface UpstreamState {
  up: boolean;
  /** Why not, for the log only: `refused`, `timeout`, `status 503`, `not checked yet`. */
  detail: string;
}

export function createReadiness(): Readiness {
  return {
    draining: false,
    rendererWarm: false,
    upstream: () => ({ up: true, detail: 'sandbox' }),
    limits: () => 'memory',
    saturated: () => false,
  };
}

export function isReady(readiness: Readiness): boolean {
  return !readiness.draining && readiness.rendererWarm && !readiness.saturated();
}
