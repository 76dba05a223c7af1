import { STALE_IF_STORED } from '../../src/lib/rendered-page/page-attributes';
import { escapeHtml, htmlDocument } from '../../src/lib/rendered-page/html-document';

export interface ServedScreen {
  /** The screen's markup (React's, from the renderer). */
  html: string;
  title?: string;
  /** The `<script type="application/json">` with the loader data (src/lib/api/loader-data-tag.ts) */
  answerTag: string;
  /**
   * A storage key that makes the markup stale on a device holding it
   * (src/lib/rendered-page/stored-state.ts).
   */
  staleIfStored?: string;
}

/**
 * The built shell with a screen the server rendered (docs/decisions/first-paint.md),
 * as the prerendered public pages are built (scripts/build/prerendered-html.ts): the paint guard
 * first in <head> (it hides the markup before it can paint when the reader will not see it:
 * another language, a legacy hash address; src/paint-guard/paint-guard.ts) and it starts the app
 * once the page has painted, so no script competes with the stylesheets for a slow link before
 * then: the shell's module scripts and preloads move onto its tag, with `scripts` (the screen's
 * chunks, the code that reads the loader data). The screen's markup goes in #root marked with its
 * lower-case path (the client hydrates only that: src/lib/rendered-page/hydration.ts), the
 * answer right after it, and the screen's title. `head` ends <head> (runtime config, the screen's
 * stylesheets).
 */
export function serverRenderedHtml(
  shell: string,
  urlPath: string,
  guardSrc: string,
  screen: ServedScreen,
  { head, scripts }: { head: string; scripts: readonly string[] },
): string {
  const stored = screen.staleIfStored
    ? `${STALE_IF_STORED}="${escapeHtml(screen.staleIfStored)}"`
    : undefined;
  return htmlDocument(shell, {
    guard: { src: guardSrc, preloads: scripts, attributes: stored, fetchEarly: true },
    headEnd: [head],
    title: screen.title,
    root: {
      markup: screen.html,
      renderedFor: urlPath,
      after: screen.answerTag,
      noscript: true,
    },
  });
}
