import type { SandboxContext, SandboxModule } from './module';

/** How often the modules' sweeps run after the one at start. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface Sweeps {
  /** Resolves when the sweep at start has run. */
  started: Promise<void>;
  /** Stops the timer and waits for a sweep in progress, so the database can be closed. */
  stop(): Promise<void>;
}

/**
 * Runs every module's `sweep` now and then every `intervalMs`, one run at a time. The timer is
 * unref'd: it never keeps the process alive. A failed sweep is logged and tried again next
 * time; it never stops the server.
 */
export function startSweeps(
  ctx: SandboxContext,
  modules: readonly SandboxModule[],
  intervalMs: number = SWEEP_INTERVAL_MS,
): Sweeps {
  const runAll = async () => {
    for (const module of modules) {
      if (!module.sweep) continue;
      try {
        await module.sweep(ctx, Date.now());
      } catch (error) {
        ctx.log(
          `sweep of ${module.name} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  };
  let running = runAll();
  const started = running;
  const timer = setInterval(() => {
    running = running.then(runAll);
  }, intervalMs);
  timer.unref();
  return {
    started,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
