import { STORAGE_KEYS } from '../storage/storage-keys';

/**
 * A reload guarded by a sessionStorage flag, so a page that keeps failing reloads only once.
 * Returns false when the reload was already spent.
 */
export function reloadOnce(
  key: string,
  reload: () => void = () => window.location.reload(),
): boolean {
  try {
    if (window.sessionStorage.getItem(key)) return false;
    window.sessionStorage.setItem(key, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

export const PRELOAD_RELOAD_KEY = STORAGE_KEYS.preloadReloadGuard;

/**
 * After a deploy, an old page may ask for a chunk that no longer exists. Vite fires
 * `vite:preloadError`; reload once onto the new version instead of showing a broken screen.
 */
export function installPreloadRecovery(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    // Offline, a reload would lose the page for nothing: let the screen's boundary offer a retry.
    if (!navigator.onLine) return;
    if (reloadOnce(PRELOAD_RELOAD_KEY)) event.preventDefault();
  });
}
