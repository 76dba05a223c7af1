/**
 * How long the server waits for a client (docs/decisions/ops-probes-and-drain.md). A stalled
 * client must not hold a connection (slowloris: one cheap connection each is enough to hold a
 * server), a slow borrower must still get through: a 5 MB photo on 1.6 Mbit/s takes about 25 s.
 */
export const CLIENT_TIMEOUTS = {
  /** From the first byte of a request to the end of its headers. */
  headersMs: 20_000,
  /** The whole request, body included: a 12 MB upload at 0.8 Mbit/s still fits. */
  requestMs: 120_000,
  /**
   * No byte of a body for this long and the connection is closed (./stalled-bodies.ts), so a
   * stalled body is cut within 30 s with the check period. A mobile link that delivers nothing
   * for 25 s has dropped; the borrower's app retries.
   */
  bodyStallMs: 25_000,
  /**
   * An idle keep-alive connection is kept this long: longer than a load balancer's own idle
   * time-out (60 s for nginx and most cloud balancers), so it is always the balancer that closes
   * an idle connection, never this server while the balancer sends a request on it.
   */
  keepAliveMs: 65_000,
  /** How often Node checks the header and request time-outs, and we check stalled bodies. */
  checkEveryMs: 2_000,
} as const;
