/** What the notice says, in English and Filipino (src/strings/app-updating.ts). */
export interface UpdatingTexts {
  en: { title: string; body: string; retry: string };
  fil: { title: string; body: string; retry: string };
}

/**
 * Runs as the page's one inline script, first in <head> (scripts/build/asset-failure-plugin.ts;
 * its hash is in the CSP), so it works when every other file failed: during a rolling deploy a
 * page from one release may ask a replica of another for a file it does not have
 * (docs/decisions/ops-rolling-deploys.md). When one of the app's own files (`/assets/…`: a
 * script, a module preload, a stylesheet) fails to load, it reloads once (the same guard as the
 * chunk recovery, src/lib/pwa/reload-once.ts); failing again within five minutes, it says the app
 * is updating, with a button to try again. Offline it does nothing: the worker or the screen
 * says so. Self-contained (it is inlined as its own source): no imports, no closures.
 */
export function watchAssetFailures(texts: UpdatingTexts, guardKey: string): void {
  const SETTLE_MS = 5 * 60 * 1000;
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
  // Once a reload is under way, later failures of this page (its other files) change nothing.
  let reloading = false;
  const failed = (event: Event) => {
    if (reloading) return;
    const target = event.target;
    // Under /assets/ a link is a stylesheet or a module preload (icons and the manifest are not).
    const url =
      target instanceof HTMLScriptElement
        ? target.src
        : target instanceof HTMLLinkElement
          ? target.href
          : '';
    if (!url || new URL(url, window.location.href).origin !== window.location.origin) return;
    if (!new URL(url, window.location.href).pathname.startsWith('/assets/')) return;
    if (!navigator.onLine) return;
    let last = Number.NaN;
    try {
      const stored = window.sessionStorage.getItem(guardKey);
      last = stored === null ? 0 : Number(stored);
      if (!Number.isFinite(last) || (last !== 0 && Date.now() - last < SETTLE_MS)) {
        notice();
        return;
      }
      window.sessionStorage.setItem(guardKey, String(Date.now()));
    } catch {
      notice();
      return;
    }
    reloading = true;
    window.location.reload();
  };
  window.addEventListener('error', failed, true);
}
