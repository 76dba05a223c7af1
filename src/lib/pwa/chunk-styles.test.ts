import { afterEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload } from './chunk-styles';

afterEach(() => {
  document.head.innerHTML = '';
});

/** The stylesheet links the helper added for `dep`. */
function linksTo(dep: string): HTMLLinkElement[] {
  const href = new URL(`/${dep}`, document.baseURI).href;
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.href === href,
  );
}

/** Lets the pending promise callbacks run (the helper adds its link synchronously). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function onPreloadError(handler: (event: Event & { payload?: unknown }) => void): () => void {
  window.addEventListener('vite:preloadError', handler);
  return () => window.removeEventListener('vite:preloadError', handler);
}

describe('a lazy chunk and its stylesheets', () => {
  it('fetches the chunk beside its stylesheet, settles only once the sheet has loaded, and adds the sheet once', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    let settled = false;
    const first = __vitePreload(load, ['assets/a.css']).finally(() => (settled = true));
    const second = __vitePreload(load, ['assets/a.css']);
    await flush();
    expect(linksTo('assets/a.css')).toHaveLength(1);
    // Asked for at once, beside the sheet: a tap waiting for it waits one round trip, not two.
    expect(load).toHaveBeenCalledTimes(2);
    expect(settled).toBe(false);
    linksTo('assets/a.css')[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('module');
    await expect(second).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not add a stylesheet the page already has (the entry’s own)', async () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/assets/index.css';
    document.head.appendChild(link);
    await expect(__vitePreload(() => Promise.resolve(1), ['assets/index.css'])).resolves.toBe(1);
    expect(linksTo('assets/index.css')).toEqual([link]);
  });

  it('a stylesheet that fails fires a cancellable vite:preloadError and rejects, then asks again', async () => {
    const errors: unknown[] = [];
    const stop = onPreloadError((event) => errors.push(event.payload));
    const load = vi.fn(() => Promise.resolve('module'));
    const failing = __vitePreload(load, ['assets/b.css']);
    await flush();
    linksTo('assets/b.css')[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('Unable to preload CSS for');
    // One failure reported: the stylesheet's (the chunk itself arrived).
    expect(errors).toHaveLength(1);
    expect(linksTo('assets/b.css')).toEqual([]);
    // The next import of the same chunk asks for the sheet again instead of the failed answer.
    const retry = __vitePreload(load, ['assets/b.css']);
    await flush();
    expect(linksTo('assets/b.css')).toHaveLength(1);
    linksTo('assets/b.css')[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe('module');
    stop();
  });

  it('a chunk that cannot be fetched: rejects unless a listener cancels (a reload is coming)', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const payloads: unknown[] = [];
    let cancel = false;
    const stop = onPreloadError((event) => {
      payloads.push(event.payload);
      if (cancel) event.preventDefault();
    });
    await expect(__vitePreload(() => Promise.reject(failure))).rejects.toBe(failure);
    cancel = true;
    await expect(__vitePreload(() => Promise.reject(failure))).resolves.toBeUndefined();
    expect(payloads).toEqual([failure, failure]);
    stop();
  });

  it('a chunk that fails while its stylesheet still loads (the page being left) is no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const pending = __vitePreload(() => Promise.reject(failure), ['assets/c.css']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
    // Once the sheet is here, the failure is reported as any other.
    const stop = onPreloadError((event) => event.preventDefault());
    linksTo('assets/c.css')[0]?.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toBeUndefined();
    stop();
  });
});
