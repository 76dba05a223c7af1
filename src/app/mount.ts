import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { APP_STARTED, PRERENDER_STALE } from '../lib/rendered-page/page-attributes';
import { holdsPrerenderedPage } from '../lib/rendered-page/prerendered-root';

/**
 * Mounts the app in #root: hydrates a public page that arrived prerendered for this very path
 * in the language it will show (it is already painted), else renders fresh. Markup prerendered
 * for something else (another screen after a legacy-hash rewrite, a Filipino reader) is removed
 * first, so it never shows while React renders; the paint guard's hiding is lifted either way,
 * and the page is marked as the app's (docs/decisions/performance-prerender.md).
 */
export function mountApp(container: HTMLElement, app: ReactNode, options: RootOptions): void {
  if (holdsPrerenderedPage(container, window.location.pathname, document.documentElement.lang)) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread in one long task while the visitor may already tap.
    startTransition(() => {
      hydrateRoot(container, app, options);
    });
  } else {
    if (container.dataset.prerendered !== undefined) {
      container.replaceChildren();
      delete container.dataset.prerendered;
    }
    createRoot(container, options).render(app);
  }
  document.documentElement.removeAttribute(PRERENDER_STALE);
  document.documentElement.setAttribute(APP_STARTED, '');
}
