/**
 * Starts the app on a page that arrived with its markup once it has painted
 * (docs/decisions/first-paint.md): the entry and its modules must not compete with the stylesheets
 * before the first paint. The build moves the entry and its module preloads from <head> onto the
 * paint guard's tag (`data-app`, `data-preload`); this adds them back.
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
    // The entry first: it is the largest file (React DOM), and on HTTP/1.1's six connections a
    // file asked for last waits for one to come free behind the screen's small chunks.
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = app;
    document.head.append(entry);
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
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
