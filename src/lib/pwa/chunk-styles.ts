/**
 * What the build wraps every `import()` in (`__vitePreload`, scripts/build/chunk-styles-helper.ts
 * swaps Vite's own helper for this one): the chunk's stylesheets beside the chunk. The build
 * hands a lazy chunk its stylesheets only (vite.config.ts `modulePreload.resolveDependencies`,
 * docs/decisions/first-paint.md), so this does just that, in a third of the
 * bytes of Vite's general helper, which every page carried in its first script.
 *
 * Same contract as Vite's: a stylesheet or chunk that cannot be fetched fires a cancellable
 * `vite:preloadError` on window (src/boot/asset-failure.ts reloads onto a new version); when no
 * listener cancels it, the import rejects with the error.
 */

const loading = new Map<string, Promise<unknown>>();

function stylesheet(href: string): Promise<unknown> {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.href === href) return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    // As Vite does: the same credentials mode as the HTML's own links, so a preload is reused.
    link.crossOrigin = '';
    link.href = href;
    link.onload = resolve;
    link.onerror = () => {
      link.remove(); // not "already here" for the next import, which asks again
      reject(new Error(`Unable to preload CSS for ${href}`));
    };
    document.head.appendChild(link);
  });
}

function stylesheetOnce(href: string): Promise<unknown> {
  let pending = loading.get(href);
  if (!pending) {
    pending = stylesheet(href).catch((error: unknown) => {
      loading.delete(href);
      throw error;
    });
    loading.set(href, pending);
  }
  return pending;
}

function reportFailure(error: unknown): void {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
    payload: error,
  });
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}

/** `deps`: the chunk's stylesheets, as paths under the base (`assets/x.css`). */
export function __vitePreload<T>(load: () => Promise<T>, deps?: readonly string[]): Promise<T> {
  // The base is a path on this origin (vite.config.ts sets none), so this is the sheet's address.
  const sheets = (deps ?? []).map((dep) =>
    stylesheetOnce(location.origin + import.meta.env.BASE_URL + dep),
  );
  // Fetched beside its stylesheets (a round trip less for a tap that waits); the import settles
  // once both are here, so nothing renders unstyled. Settled together, so a chunk that fails
  // first (the page being left cuts every fetch short) is never a rejection nobody handles.
  return Promise.allSettled([load(), ...sheets]).then((results) => {
    for (const result of results) if (result.status === 'rejected') reportFailure(result.reason);
    // Every failure was taken by a listener (a reload is coming): the chunk, or undefined.
    return (results[0] as { value?: T }).value as T;
  });
}
