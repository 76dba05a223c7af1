import { LEAVING } from '../rendered-page/page-attributes';
import { STORAGE_KEYS } from '../storage/storage-keys';

/**
 * How long a page must have run since its last recovery reload before another one is allowed:
 * a page that fails again right after reloading is on a broken deploy and must not loop, while a
 * long-lived tab that meets the next deploy hours later should heal the same way. Every automatic
 * failing import happens within seconds of a screen opening, so five minutes is far from a loop.
 */
export const RELOAD_SETTLE_MS = 5 * 60 * 1000;

export interface ReloadOptions {
  now?: number;
  /** After this long since the last reload, reload again; by default never. */
  settleMs?: number;
}

/**
 * How long a recovery reload waits, and gives up if the page is hidden meanwhile: Safari cancels
 * the loads of a page the borrower leaves (Back included) without any event first, and a reload
 * then would cancel the borrower's navigation. The inline watcher waits as long
 * (src/boot/asset-failure.ts).
 */
export const RECOVERY_DELAY_MS = 1500;

export interface ReloadOptions {
  now?: number;
  /** After this long since the last reload, reload again; by default never. */
  settleMs?: number;
}

/** Whether the guard stamped under `key` allows a reload now (false when unreadable). */
function reloadAllowed(key: string, now: number, settleMs: number): boolean {
  try {
    const stored = window.sessionStorage.getItem(key);
    if (stored === null) return true;
    const last = Number(stored);
    // An unreadable stamp refuses (no loop); a clock moved far either way allows one reload.
    return Number.isFinite(last) && Math.abs(now - last) >= settleMs;
  } catch {
    return false;
  }
}

/**
 * A reload guarded by a time stamp in sessionStorage: at most one reload per `settleMs` (by
 * default one per tab). Returns false when the reload was refused.
 */
export function reloadOnce(
  key: string,
  reload: () => void = () => window.location.reload(),
  { now = Date.now(), settleMs = Number.POSITIVE_INFINITY }: ReloadOptions = {},
): boolean {
  if (!reloadAllowed(key, now, settleMs)) return false;
  try {
    window.sessionStorage.setItem(key, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

export const PRELOAD_RELOAD_KEY = STORAGE_KEYS.preloadReloadGuard;

/**
 * After a deploy, an old page may ask for a chunk that no longer exists. Vite fires
 * `vite:preloadError`; reload onto the new version instead of showing a broken screen, at most
 * once per `RELOAD_SETTLE_MS` (a failure right after the reload is left to the screen's boundary),
 * `RECOVERY_DELAY_MS` later unless the borrower has left meanwhile.
 */
export function installPreloadRecovery(
  target: Window = window,
  reload: () => void = () => window.location.reload(),
  clock: () => number = Date.now,
): void {
  let recovery: ReturnType<typeof setTimeout> | undefined;
  target.addEventListener('pagehide', () => {
    clearTimeout(recovery);
    recovery = undefined;
  });
  target.addEventListener('vite:preloadError', (event) => {
    // Offline, a reload would lose the page for nothing: let the screen's boundary offer a retry.
    if (!navigator.onLine) return;
    // The borrower is leaving, and the browser cancelled the chunk (src/boot/asset-failure.ts).
    if (document.documentElement.hasAttribute(LEAVING)) return;
    if (recovery === undefined) {
      if (!reloadAllowed(PRELOAD_RELOAD_KEY, clock(), RELOAD_SETTLE_MS)) return;
      recovery = setTimeout(() => {
        recovery = undefined;
        reloadOnce(PRELOAD_RELOAD_KEY, reload, { now: clock(), settleMs: RELOAD_SETTLE_MS });
      }, RECOVERY_DELAY_MS);
    }
    event.preventDefault();
  });
}
