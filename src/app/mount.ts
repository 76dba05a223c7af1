import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { APP_STARTED, MARKUP_STALE } from '../lib/rendered-page/page-attributes';
import { mayHydrate } from '../lib/rendered-page/stale-mark';

/**
 * Mounts the app in #root: hydrates markup that arrived rendered for this very path and that
 * nobody found stale (`mayHydrate`, the one rule: src/lib/rendered-page/hydration.ts), else
 * renders fresh. Markup that is not this reader's (another screen after a legacy-hash rewrite, a
 * Filipino reader, another session or zone) is removed first, so it never shows while React
 * renders; the stale mark is lifted either way, and the page is marked as the app's.
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
