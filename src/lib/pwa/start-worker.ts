import { checkWorkerHealth } from './health-check';
import { WORKER_SCOPE, WORKER_URL } from './worker-url';

/**
 * The worker's start after load: the health check on every visit (DECISIONS.md section 8), then
 * a first visit (no worker registered yet) only registers the worker. It has no update to offer
 * yet, so workbox-window and the update flow (./register-worker.ts, about 2.5 KB gzip) wait for
 * a visit that has a worker: a prepaid borrower's first visit does not pay for them
 * (docs/decisions/pwa-first-visit-registers-only.md). Rejects where registering is refused
 * (offline, a webview): the app works without a worker.
 */
export async function startWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const health = await checkWorkerHealth();
  if (health === 'reloaded' || health === 'unregistered') return;
  // Only a page the worker served may carry host lists older than the server's, from its cached
  // shell: it asks for the latest, which the worker keeps for the next shell
  // (docs/decisions/links-runtime-hosts.md). A page from the network has today's already.
  if (navigator.serviceWorker.controller)
    void import('../links/runtime-hosts')
      .then((hosts) => hosts.refreshRuntimeConfig())
      .catch(() => undefined);
  if (await navigator.serviceWorker.getRegistration()) {
    const { startServiceWorker } = await import('./register-worker');
    return startServiceWorker();
  }
  await navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE });
}
