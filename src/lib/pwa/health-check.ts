import { STORAGE_KEYS } from '../storage/storage-keys';
import { WORKER_URL } from './worker-url';

/**
 * The worker health check (SPEC.md section 8, DECISIONS.md section 8). After a bad deploy or a
 * move, `/sw.js` can answer 404 or the HTML shell; a worker whose script is gone must not keep
 * serving a stale app. Then every registration is removed and the page reloads, once.
 */
export const HEALTH_RELOAD_KEY = STORAGE_KEYS.healthReloadGuard;

export type HealthResult =
  'skipped' | 'offline' | 'healthy' | 'server-error' | 'reloaded' | 'unregistered';

export interface HealthDeps {
  container: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined;
  fetch: typeof fetch;
  reload: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
}

function defaultDeps(): HealthDeps {
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined;
  }
  return {
    container: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    fetch: (...args) => window.fetch(...args),
    reload: () => window.location.reload(),
    storage,
  };
}

export function workerScriptIsBroken(status: number, contentType: string | null): boolean {
  if (status === 404) return true;
  return status >= 200 && status < 300 && !(contentType ?? '').toLowerCase().includes('javascript');
}

export async function checkWorkerHealth(deps: HealthDeps = defaultDeps()): Promise<HealthResult> {
  // iOS in-app browsers and WKWebView have no service workers: nothing to check.
  if (!deps.container) return 'skipped';
  let response: Response;
  try {
    // Its status and type are the whole check: HEAD, so no visit downloads the worker script
    // (about 16 KB gzip) only to look at its headers.
    response = await deps.fetch(WORKER_URL, {
      method: 'HEAD',
      cache: 'no-store',
      credentials: 'same-origin',
    });
  } catch {
    return 'offline';
  }
  if (!workerScriptIsBroken(response.status, response.headers.get('content-type'))) {
    if (response.ok) {
      deps.storage?.removeItem(HEALTH_RELOAD_KEY);
      return 'healthy';
    }
    // A 5xx is the server's trouble, not a removed worker: leave the worker in place.
    return 'server-error';
  }
  const registrations = await deps.container.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  // One reload at most: the flag stops a loop if the reload lands on the same broken deploy.
  if (deps.storage?.getItem(HEALTH_RELOAD_KEY)) return 'unregistered';
  deps.storage?.setItem(HEALTH_RELOAD_KEY, '1');
  if (registrations.length === 0) return 'unregistered';
  deps.reload();
  return 'reloaded';
}
