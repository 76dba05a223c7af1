import { Workbox } from 'workbox-window';
import { setUpdateState } from './update-store';
import { isLaterBuild, retryFailedInstall } from './worker-build';
import { WORKER_SCOPE, WORKER_URL } from './worker-url';

/** Long webview sessions: look for a new version this often (only while online). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * A visit that has a worker, once its health check passed (./start-worker.ts): registers it again
 * through workbox-window, which follows its updates. registerType 'prompt': a waiting worker is
 * announced through the update store and activated only when accepted.
 */
export async function startServiceWorker(): Promise<void> {
  const workbox = new Workbox(WORKER_URL, { scope: WORKER_SCOPE });
  workbox.addEventListener('waiting', (event) => {
    const waiting = event.sw;
    if (!waiting) return;
    // Only a later release is offered (./worker-build.ts): never the previous one mid-rollout.
    void isLaterBuild(waiting, navigator.serviceWorker.controller).then((later) => {
      if (!later) return;
      setUpdateState({
        waiting: true,
        accept: () => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      });
    });
  });
  // An install that failed (a mixed rollout) is tried again quietly, a few times.
  workbox.addEventListener(
    'redundant',
    retryFailedInstall(() => workbox.update()),
  );
  try {
    await workbox.register();
  } catch {
    // Registration fails offline or in restricted webviews; the app works without a worker.
    return;
  }
  window.setInterval(() => {
    if (navigator.onLine) void workbox.update().catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);
}
