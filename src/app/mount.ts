import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { APP_STARTED, MARKUP_STALE } from '../lib/rendered-page/page-attributes';
import { mayHydrate } from '../lib/rendered-page/stale-mark';

/**
 * Hydrates markup in #root rendered for this path that the one rule kept (`mayHydrate`,
 * src/lib/rendered-page/hydration.ts); else removes it first, so it never shows while React
 * renders, and renders fresh. The page is then marked as the app's (`APP_STARTED`).
 */
export function mountApp(container: HTMLElement, app: ReactNode, options: RootOptions): void {
  if (mayHydrate(container, window.location.pathname)) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread in one long task while the visitor may already tap.
    startTransition(() => {
      hydrateRoot(container, app, options);
    });
  } else {
    if (container.dataset.renderedFor !== undefined) {
      container.replaceChildren();
      delete container.dataset.renderedFor;
    }
    createRoot(container, options).render(app);
  }
  document.documentElement.removeAttribute(MARKUP_STALE);
  document.documentElement.setAttribute(APP_STARTED, '');
}
