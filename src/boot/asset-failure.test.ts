import { JSDOM, VirtualConsole } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { RECOVERY_DELAY_MS, watchAssetFailures, type UpdatingTexts } from './asset-failure';

const TEXTS: UpdatingTexts = {
  en: { title: 'The app is updating', body: 'body', retry: 'Try again' },
  fil: { title: 'Ina-update ang app', body: 'body', retry: 'Subukang muli' },
};
const GUARD = 'reload-guard';

/**
 * A page with the watcher inlined as the build inlines it (its own source, called), in a jsdom
 * of its own: a reload there is a navigation jsdom reports as not implemented, counted here.
 * Timers the watcher sets are held, to be run by the test.
 */
function page() {
  const virtualConsole = new VirtualConsole();
  let reloads = 0;
  virtualConsole.on('jsdomError', (error) => {
    if (/navigation/.test(error.message)) reloads += 1;
    else throw error;
  });
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'https://app.example/loanDetail',
    runScripts: 'outside-only',
    virtualConsole,
  });
  const { window } = dom;
  const timers = new Map<number, { run: () => void; ms: number }>();
  let lastTimer = 0;
  window.setTimeout = ((run: () => void, ms: number) => {
    lastTimer += 1;
    timers.set(lastTimer, { run, ms });
    return lastTimer;
  }) as unknown as typeof setTimeout;
  window.clearTimeout = ((id: number) => timers.delete(id)) as unknown as typeof clearTimeout;
  window.eval(
    `(${watchAssetFailures.toString()})(${JSON.stringify(TEXTS)}, ${JSON.stringify(GUARD)}, ${String(RECOVERY_DELAY_MS)})`,
  );
  const document = window.document;
  return {
    window,
    document,
    reloads: () => reloads,
    /** Runs the timers set so far that wait `ms` (all when not given). */
    wait(ms?: number) {
      for (const [id, timer] of [...timers])
        if (ms === undefined || timer.ms === ms) {
          timers.delete(id);
          timer.run();
        }
    },
    /** An app file put in the page, as the parser or a lazy chunk's preload does. */
    async file(path = '/assets/index-abc.js') {
      const script = document.createElement('script');
      script.src = path;
      document.head.append(script);
      await Promise.resolve(); // the watcher's observer runs as a microtask
      return {
        loaded: () => script.dispatchEvent(new window.Event('load')),
        failed: () => script.dispatchEvent(new window.Event('error')),
      };
    },
    leave: () => window.dispatchEvent(new window.Event('beforeunload')),
    /** A lazy chunk's import failed (src/lib/pwa/chunk-styles.ts); true when the watcher took it. */
    chunkFailed() {
      const event = new window.Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    },
    updating: () => document.querySelector('#app-updating h1')?.textContent ?? null,
  };
}

describe('the asset-failure watcher', () => {
  it('an app file that fails reloads the page once, a moment later, stamping the guard', async () => {
    const tab = page();
    (await tab.file()).failed();
    (await tab.file('/assets/other-abc.js')).failed();
    expect(tab.reloads()).toBe(0);
    tab.wait(RECOVERY_DELAY_MS);
    expect(tab.reloads()).toBe(1);
    expect(tab.window.sessionStorage.getItem(GUARD)).not.toBeNull();
  });

  it('failing again within five minutes of that reload, it says the app is updating', async () => {
    const tab = page();
    tab.window.sessionStorage.setItem(GUARD, String(Date.now() - 60_000));
    (await tab.file()).failed();
    tab.wait(RECOVERY_DELAY_MS);
    expect(tab.reloads()).toBe(0);
    expect(tab.updating()).toBe('The app is updating');
  });

  it('a file of another site, or outside /assets/, is not its business', async () => {
    const tab = page();
    (await tab.file('https://cdn.example/assets/x.js')).failed();
    (await tab.file('/icons/x.js')).failed();
    tab.wait();
    expect(tab.reloads()).toBe(0);
  });

  it('leaving while a file is on its way (Firefox cancels it): no reload', async () => {
    const tab = page();
    const file = await tab.file();
    tab.leave();
    file.failed();
    expect(tab.chunkFailed()).toBe(false);
    tab.wait(RECOVERY_DELAY_MS);
    expect(tab.reloads()).toBe(0);
    expect(tab.window.sessionStorage.getItem(GUARD)).toBeNull();
  });

  it('a leave that did not happen is forgotten, and a later failure heals the page', async () => {
    const tab = page();
    const file = await tab.file();
    tab.leave();
    tab.wait();
    file.failed();
    tab.wait(RECOVERY_DELAY_MS);
    expect(tab.reloads()).toBe(1);
  });

  it('once every file has arrived, a leave is not listened to (the page may enter the back/forward cache)', async () => {
    const tab = page();
    const file = await tab.file();
    file.loaded();
    tab.leave();
    // Had the leave been noted, this failure would be taken for its cancel.
    (await tab.file('/assets/chunk-def.js')).failed();
    tab.wait(RECOVERY_DELAY_MS);
    expect(tab.reloads()).toBe(1);
  });

  it('a page hidden while its recovery waits (Safari: Back cancels with no event first) is left alone, unless the back/forward cache brings it back', async () => {
    const tab = page();
    (await tab.file()).failed();
    tab.window.dispatchEvent(new tab.window.Event('pagehide'));
    tab.wait();
    expect(tab.reloads()).toBe(0);
    const restored = new tab.window.Event('pageshow') as Event & { persisted?: boolean };
    Object.defineProperty(restored, 'persisted', { value: true });
    tab.window.dispatchEvent(restored);
    expect(tab.reloads()).toBe(1);
  });

  it('a lazy chunk that fails holds its import and reloads the page a moment later; again within five minutes, its screen says so', () => {
    const tab = page();
    expect(tab.chunkFailed()).toBe(true);
    expect(tab.reloads()).toBe(0);
    expect(tab.window.sessionStorage.getItem(GUARD)).toBeNull();
    tab.wait(RECOVERY_DELAY_MS);
    expect(tab.reloads()).toBe(1);
    expect(tab.window.sessionStorage.getItem(GUARD)).not.toBeNull();
    const second = page();
    second.window.sessionStorage.setItem(GUARD, String(Date.now() - 60_000));
    expect(second.chunkFailed()).toBe(false);
    second.wait();
    expect(second.reloads()).toBe(0);
    expect(second.updating()).toBeNull();
  });

  it('a lazy chunk cut short by leaving with no file noted (Firefox: an import adds no element) reloads nothing once the page is hidden', () => {
    const tab = page();
    tab.leave();
    expect(tab.chunkFailed()).toBe(true);
    tab.window.dispatchEvent(new tab.window.Event('pagehide'));
    tab.wait();
    expect(tab.reloads()).toBe(0);
    expect(tab.window.sessionStorage.getItem(GUARD)).toBeNull();
  });

  it('a lazy chunk that fails offline reloads nothing', () => {
    const tab = page();
    Object.defineProperty(tab.window.navigator, 'onLine', { value: false });
    expect(tab.chunkFailed()).toBe(false);
    expect(tab.reloads()).toBe(0);
  });
});
