import type { PublicPage, RenderedPage } from '../../src/config/public-pages.ts';
import {
  type AppStart,
  escapeHtml,
  guardTag,
  SHELL_ROOT as ROOT,
  withoutScripts,
  withTitle,
} from '../../src/lib/rendered-page/shell-markup.ts';

/** The page's first `fetchPriority="high"` image: its largest paint, as the screen declares it. */
const HERO_IMAGE = /<img\b(?=[^>]*\bfetchpriority="high")[^>]*\bsrc="([^"]+)"/i;

/**
 * What goes first in <head>: the paint guard, then a preload of the page's hero image. Both are
 * then the page's first requests, ahead of the stylesheets: on HTTP/1.1's six connections,
 * anything found later waits its turn (the guard held the first paint of `/` back by 0.7 s, the
 * hero image its largest paint by 0.5 s, under the bench's throttling). The guard's tag carries
 * the app's entry and module preloads, which it starts once the page has painted.
 */
function headStart(guardSrc: string, markup: string, app: AppStart, framed: boolean): string {
  const hero = HERO_IMAGE.exec(markup)?.[1];
  const preload = hero
    ? `\n    <link rel="preload" as="image" href="${hero}" fetchpriority="high" />`
    : '';
  return `<head>\n    ${guardTag(guardSrc, app, framed ? START_WHEN_STALE : '')}${preload}`;
}

/** The paint guard's mark on a page variant for frames: start the app only for a stale page. */
const START_WHEN_STALE = 'data-start="stale"';

export interface PageOptions {
  /** The page's own chunks (`.vite/route-preloads.json`): started with the entry, not after it. */
  screenChunks?: readonly string[];
  /**
   * The page's variant for frames: its text alone, whose app starts only when the markup is stale
   * (a reader who will see Filipino). It carries its own stylesheets (the screen's, from
   * `.vite/route-preloads.json`), since no script will bring them, offline too.
   */
  framed?: { stylesheets: readonly string[] };
}

/**
 * The built shell with a page's markup in #root (marked with its lower-case path, which the
 * client compares before hydrating: src/lib/rendered-page/prerendered-root.ts) and its own title
 * and description.
 * The paint guard (src/prerender/paint-guard.ts) and the hero image's preload go first in
 * <head> (`headStart`); the guard runs before the markup can paint. No script starts before the
 * page has painted: the shell's module scripts and preloads leave <head> (the boot script too:
 * a public page names no first call) and the guard starts the entry and its preloads after the
 * first paint (src/prerender/start-after-paint.ts), so they do not compete with the stylesheets. The shell's "turn on JavaScript" note stays only where the page needs
 * JavaScript to do what it is for.
 */
export function pageHtml(
  shell: string,
  page: PublicPage,
  rendered: RenderedPage,
  guardSrc: string,
  { screenChunks = [], framed }: PageOptions = {},
): string {
  if (!ROOT.test(shell)) throw new Error('index.html: #root followed by <noscript> not found');
  if (!/<head>/.test(shell)) throw new Error('index.html: <head> not found');
  if (!/<title>[^<]*<\/title>/.test(shell)) throw new Error('index.html: <title> not found');
  if (!/<meta\s+name="description"\s+content="[^"]*"/.test(shell))
    throw new Error('index.html: <meta name="description"> not found');
  const marker = escapeHtml(page.path.toLowerCase());
  const { html, app } = withoutScripts(shell);
  app.preloads.push(...screenChunks);
  const stylesheets = (framed?.stylesheets ?? [])
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  return withTitle(html, rendered.title)
    .replace('<head>', () => headStart(guardSrc, rendered.html, app, framed !== undefined))
    .replace('</head>', () => `${stylesheets}</head>`)
    .replace(
      ROOT,
      (_match, noscript: string) =>
        `<div id="root" data-prerendered="${marker}">${rendered.html}</div>` +
        (page.needsScript ? `\n    ${noscript}` : ''),
    )
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, start: string, end: string) => `${start}${escapeHtml(rendered.description)}${end}`,
    );
}
