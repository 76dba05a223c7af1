/**
 * Starts the app on a page that arrived with its markup (prerendered by the build or rendered by
 * the server) once the page has painted (docs/decisions/first-paint.md): the page is HTML and CSS, readable and with working
 * links before any script runs, so the app's entry (which hydrates it) and the modules it
 * imports are not allowed to compete with the stylesheets for a slow connection before the
 * first paint. The build moves the entry's address and its module preloads from the page's
 * <head> onto the paint guard's tag (`data-app`, `data-preload`); this adds them back.
 */
export function startAppAfterPaint(
  guard: HTMLOrSVGScriptElement | null,
  waitForPaint: boolean,
): void {
  if (!(guard instanceof HTMLScriptElement)) return;
  const app = guard.dataset.app;
  if (!app) return;
  const preloads = (guard.dataset.preload ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = app;
    document.head.append(entry);
  };
  if (!waitForPaint) return start();
  // Once the browser reports the page's first contentful paint (presented, not just queued).
  if (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    // Without paint timing: the frame that paints runs this just before it paints.
    requestAnimationFrame(() => setTimeout(start, 0));
  }
}
