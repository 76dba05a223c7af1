import type { FastifyInstance } from 'fastify';
import type { Logger } from './logger';
import type { Readiness } from './readiness';

export interface ShutdownOptions {
  app: FastifyInstance;
  readiness: Readiness;
  log: Logger;
  /** After SIGTERM, how long requests are still served while the load balancer takes us out. */
  drainMs: number;
  /** From the signal to the exit, whatever clients do; below the orchestrator's grace period. */
  deadlineMs: number;
  /** Stops this server and what runs beside it (metrics listener, foreign origin, checks). */
  close: () => Promise<void>;
  /** `process.exit`, replaceable in tests. */
  exit?: (code: number) => void;
}

/**
 * While draining, every answer asks its client to reconnect (`Connection: close`): a load
 * balancer's or a browser's keep-alive connection moves to another replica at its next request,
 * instead of being cut when this one stops.
 */
export function registerDrainHeaders(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.draining) reply.header('Connection', 'close');
    return payload;
  });
}

/**
 * Stop the way an orchestrator expects (docs/decisions/ops-probes-and-drain.md). On SIGTERM:
 * `/readyz` answers 503 at once, and requests are still served for `drainMs` (the load balancer
 * needs a probe period or two to take this replica out; refusing connections earlier turns its
 * last requests into errors). Then no new connection is accepted, idle keep-alive connections are
 * closed, in-flight requests finish, and the process exits. Whatever clients do, it exits at
 * `deadlineMs`, closing what is still open. SIGINT (Ctrl-C in a terminal) skips the drain; a
 * second signal stops at once.
 */
export function installShutdown(options: ShutdownOptions): void {
  const { app, readiness, log, drainMs, deadlineMs, close } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  let started = 0;
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;

  const force = (why: string) => {
    log.warn({ seconds: seconds() }, `${why}: closing the connections still open`);
    app.server.closeAllConnections();
    exit(1);
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      force(`${signal} again`);
      return;
    }
    stopping = true;
    started = performance.now();
    readiness.draining = true;
    const drain = signal === 'SIGINT' ? 0 : drainMs;
    log.info(
      { signal, drainSeconds: drain / 1000, deadlineSeconds: deadlineMs / 1000 },
      'draining: /readyz answers 503; requests are still served',
    );
    setTimeout(() => force('stop deadline reached'), deadlineMs).unref();
    setTimeout(() => {
      log.info({ seconds: seconds() }, 'closing: no new connections; in-flight requests finish');
      close().then(
        () => {
          log.info({ seconds: seconds() }, 'stopped');
          exit(0);
        },
        (error: unknown) => {
          log.error({ err: error, seconds: seconds() }, 'stopped with an error');
          exit(1);
        },
      );
    }, drain);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal));
}
