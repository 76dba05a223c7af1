import { escapeHtml, SHELL_ROOT, withTitle } from '../../src/prerender/shell-markup';

export interface ServedScreen {
  /** The screen's markup (React's, from the renderer). */
  html: string;
  title?: string;
  /** The `<script type="application/json">` with the answer (src/server-render/served-answer-tag.ts). */
  answerTag: string;
}

/**
 * The built shell with a screen the server rendered (docs/decisions/performance-server-render.md):
 * the paint guard first in <head> (it hides the markup before it can paint when the reader will
 * not see it: another language, a legacy hash address; src/prerender/paint-guard.ts), the
 * screen's markup in #root marked with its lower-case path (the client hydrates only that:
 * src/app/prerendered.ts), the answer right after it, the screen's title. `head` ends <head>
 * (runtime config, the screen's preloads). The shell's scripts stay as they are: the app starts
 * as on any borrower screen, its code arriving while the page is already painted.
 */
export function serverRenderedHtml(
  shell: string,
  urlPath: string,
  guardSrc: string,
  screen: ServedScreen,
  head: string,
): string {
  const marker = escapeHtml(urlPath.toLowerCase().replace(/\/+$/, '') || '/');
  return withTitle(shell, screen.title)
    .replace('<head>', () => `<head><script src="${escapeHtml(guardSrc)}"></script>`)
    .replace('</head>', () => `${head}</head>`)
    .replace(
      SHELL_ROOT,
      (_match, noscript: string) =>
        `<div id="root" data-prerendered="${marker}">${screen.html}</div>${screen.answerTag}\n    ${noscript}`,
    );
}
