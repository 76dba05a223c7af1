import { MARKUP_STALE, renderedForPath } from './page-attributes';

/*
 * The one mark of markup in #root that is not this reader's (`MARKUP_STALE`, on <html>): written
 * by the one rule (./hydration.ts, `judgeMarkup`), read once by the app's mount.
 */

/** Marks the markup in #root as not this reader's: hidden, and rendered afresh by the app. */
export function setAsideMarkup(): void {
  document.documentElement.setAttribute(MARKUP_STALE, '');
}

/**
 * Hydrate the markup in #root (true), or render afresh: it was rendered for this very path (the
 * build's or the server's mark) and the one rule did not set it aside (`judgeMarkup`,
 * ./hydration.ts). The app's mount asks this once.
 */
export function mayHydrate(container: HTMLElement, pathname: string): boolean {
  return (
    !document.documentElement.hasAttribute(MARKUP_STALE) &&
    container.dataset.renderedFor === renderedForPath(pathname)
  );
}
