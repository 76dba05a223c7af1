import { isVersionMessage, type PageToWorkerMessage } from './worker-messages';

/** A worker's build time (sw/sw.ts answers GET_VERSION), or undefined when it does not say. */
export function askBuildTime(
  worker: ServiceWorker,
  timeoutMs = 3_000,
): Promise<number | undefined> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = window.setTimeout(() => resolve(undefined), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      window.clearTimeout(timer);
      resolve(isVersionMessage(event.data) ? event.data.buildTime : undefined);
    };
    const ask: PageToWorkerMessage = { type: 'GET_VERSION' };
    worker.postMessage(ask, [channel.port2]);
  });
}

/**
 * True when the waiting worker is a later build than the one controlling the page (or nothing
 * controls it). During a rolling deploy an older release's `sw.js` can be fetched after the new
 * one took over; it must never be offered as "a new version" (docs/decisions/ops-rolling-deploys.md).
 * A worker that does not say its build (an older release of this app) is not offered either.
 */
export async function isLaterBuild(
  waiting: ServiceWorker,
  controller: ServiceWorker | null,
  ask: (worker: ServiceWorker) => Promise<number | undefined> = askBuildTime,
): Promise<boolean> {
  const [next, current] = await Promise.all([ask(waiting), controller ? ask(controller) : 0]);
  if (next === undefined) return false;
  return current === undefined || next > current;
}

/** After a failed install, when to look again: soon, then less often; then the hourly check. */
export const INSTALL_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000] as const;

/**
 * A worker install can fail in the middle of a rolling deploy (its precache asks a replica still
 * on the previous release for a file of the new one). Looks for the update again after each
 * delay in turn, quietly: nothing is shown to the borrower until a worker has installed, so
 * there is no prompt to loop.
 */
export function retryFailedInstall(
  update: () => Promise<unknown>,
  schedule: (run: () => void, ms: number) => void = (run, ms) => window.setTimeout(run, ms),
): () => void {
  let tries = 0;
  return () => {
    const delay = INSTALL_RETRY_DELAYS_MS[tries];
    if (delay === undefined) return;
    tries += 1;
    schedule(() => {
      if (navigator.onLine) void update().catch(() => undefined);
    }, delay);
  };
}
