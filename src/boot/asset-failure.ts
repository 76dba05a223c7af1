/** What the notice says, in English and Filipino (src/strings/app-updating.ts). */
export interface UpdatingTexts {
  en: { title: string; body: string; retry: string };
  fil: { title: string; body: string; retry: string };
}

/** How long a recovery waits for the page to be left before it reloads (see below). */
export const RECOVERY_DELAY_MS = 3000;

/**
 * The page's one inline script, first in <head> (scripts/build/asset-failure-plugin.ts; hashed in
 * the CSP), so it works when every other file failed: in a rolling deploy a page may ask a replica
 * of another release for a file it lacks (docs/decisions/ops-rolling-deploys.md). An app file
 * (`/assets/…`) or a lazy chunk (`vite:preloadError`) that fails reloads the page once per five
 * minutes, a moment later; a file failing again within them says the app is updating, a chunk
 * leaves it to its screen. Offline it does nothing. Inlined as its own source.
 */
export function watchAssetFailures(
  texts: UpdatingTexts,
  guardKey: string,
  recoveryDelayMs: number,
): void {
  const SETTLE_MS = 5 * 60 * 1000;
  const LEAVING_MS = 3000;
  const notice = () => {
    if (document.getElementById('app-updating')) return;
    const main = document.createElement('main');
    main.id = 'app-updating';
    main.className = 'app-updating';
    for (const [language, words] of [
      ['en', texts.en],
      ['fil', texts.fil],
    ] as const) {
      const part = document.createElement('section');
      part.lang = language;
      const title = document.createElement(language === 'en' ? 'h1' : 'h2');
      title.textContent = words.title;
      const body = document.createElement('p');
      body.textContent = words.body;
      part.append(title, body);
      main.append(part);
    }
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = `${texts.en.retry} / ${texts.fil.retry}`;
    button.addEventListener('click', () => window.location.reload());
    main.append(button);
    const show = () => {
      document.documentElement.removeAttribute('data-markup-stale');
      document.body.replaceChildren(main);
      button.focus();
    };
    if (document.body) show();
    else document.addEventListener('DOMContentLoaded', show, { once: true });
  };
  // One of the app's own files: under /assets/ a link is a stylesheet or a module preload (icons
  // and the manifest are not).
  const appFile = (node: unknown) => {
    const url =
      node instanceof HTMLScriptElement
        ? node.src
        : node instanceof HTMLLinkElement
          ? node.href
          : '';
    if (!url) return false;
    const parsed = new URL(url, window.location.href);
    return parsed.origin === window.location.origin && parsed.pathname.startsWith('/assets/');
  };
  // Leaving makes Firefox and Safari cancel loads under way, each a failed file here; a reload
  // would cancel the navigation (docs/decisions/pwa-leaving-is-not-a-failure.md). `beforeunload`
  // is listened to only while an app file is on its way: in Firefox it bars the back/forward cache.
  const onTheWay = new Set<Element>();
  let leaving = false;
  const leave = () => {
    leaving = true;
    // A leave that did not happen (a download, a stopped load) leaves the page as it was.
    setTimeout(() => (leaving = false), LEAVING_MS);
  };
  const listen = () => {
    for (const file of onTheWay) if (!file.isConnected) onTheWay.delete(file);
    if (onTheWay.size > 0) window.addEventListener('beforeunload', leave);
    else window.removeEventListener('beforeunload', leave);
  };
  // The app's files are added to <head> (the HTML's own, the paint guard's, the chunk helper's):
  // watching the whole document would run this for every node the page's markup adds, tens of
  // milliseconds of a slow phone's time while it paints and hydrates.
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (appFile(node)) onTheWay.add(node as Element);
    listen();
  }).observe(document.head, { childList: true });
  const arrived = (event: Event) => {
    if (!onTheWay.delete(event.target as Element)) return;
    listen();
  };
  // A file's `load` stops at the document (it never reaches the window).
  document.addEventListener('load', arrived, true);
  // The guard: one reload per five minutes (an unreadable stamp or no storage: none, no loop).
  // `take` stamps it: the reload is under way.
  const guardOpen = (take: boolean) => {
    try {
      const stored = window.sessionStorage.getItem(guardKey);
      const last = stored === null ? 0 : Number(stored);
      if (!Number.isFinite(last) || (last !== 0 && Date.now() - last < SETTLE_MS)) return false;
      if (take) window.sessionStorage.setItem(guardKey, String(Date.now()));
      return true;
    } catch {
      return false;
    }
  };
  let reloading = false;
  const reload = () => {
    if (!guardOpen(true)) return false;
    reloading = true;
    window.location.reload();
    return true;
  };
  const recover = () => {
    if (!reloading && !reload()) notice();
  };
  // Safari cancels a page's loads on Back with no event first: the recovery waits a moment
  // (RECOVERY_DELAY_MS), and a page hidden meanwhile is not recovered unless the back/forward
  // cache brings it back.
  let recovery: ReturnType<typeof setTimeout> | undefined;
  let leftBroken = false;
  window.addEventListener('pagehide', () => {
    if (recovery === undefined) return;
    clearTimeout(recovery);
    recovery = undefined;
    leftBroken = true;
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && leftBroken) recover();
  });
  // Once a recovery is under way, later failures of this page (its other files) change nothing.
  const failed = () => {
    if (recovery !== undefined || leftBroken || leaving || !navigator.onLine) return;
    recovery = setTimeout(recover, recoveryDelayMs);
  };
  window.addEventListener(
    'error',
    (event) => {
      arrived(event);
      if (appFile(event.target)) failed();
    },
    true,
  );
  // A lazy chunk after a deploy (src/lib/pwa/chunk-styles.ts fires it): its import is held
  // (src/lib/react/loaded-component.tsx) and the page recovered as for a failed file, a moment
  // later and not if the page is hidden meanwhile. An `import()` adds no element to note, so
  // Firefox's Back that cuts one short came with no `beforeunload` listened to, and a reload at
  // once cancelled the Back (docs/decisions/pwa-lazy-chunk-recovery-waits.md). Refused by the
  // guard, the import fails and its screen says so.
  window.addEventListener('vite:preloadError', (event) => {
    if (reloading || leaving || !navigator.onLine || !guardOpen(false)) return;
    event.preventDefault();
    failed();
  });
}
