import type { PublicPage, RenderedPage } from '../../src/config/public-pages.ts';
import { escapeHtml, htmlDocument } from '../../src/lib/rendered-page/html-document.ts';

/** The page's first `fetchPriority="high"` image: its largest paint, as the screen declares it. */
const HERO_IMAGE = /<img\b(?=[^>]*\bfetchpriority="high")[^>]*\bsrc="([^"]+)"/i;

/**
 * After the paint guard, first in <head>: a preload of the page's hero image. The guard and the
 * image are then the page's first requests, ahead of the stylesheets: on HTTP/1.1's six
 * connections, anything found later waits its turn (the guard held the first paint of `/` back by
 * 0.7 s, the hero image its largest paint by 0.5 s, under the bench's throttling).
 */
function heroPreload(markup: string): string[] {
  const hero = HERO_IMAGE.exec(markup)?.[1];
  return hero ? [`<link rel="preload" as="image" href="${hero}" fetchpriority="high" />`] : [];
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
 * client compares before hydrating: src/lib/rendered-page/hydration.ts) and its own title
 * and description.
 * The paint guard (src/paint-guard/paint-guard.ts) and the hero image's preload go first in
 * <head>; the guard runs before the markup can paint. No script starts before the page has
 * painted: the shell's module scripts and preloads leave <head> (the boot script too: a public
 * page names no loader) and the guard starts the entry and its preloads after the first
 * paint (src/paint-guard/start-after-paint.ts), so they do not compete with the stylesheets or
 * the hero image (fetched early, they cost Lighthouse's LCP on `/` a second: first-paint.md). The
 * shell's "turn on JavaScript" note stays only where the page needs JavaScript to do what it is
 * for. The page is written by the one HTML function (src/lib/rendered-page/html-document.ts).
 */
export function pageHtml(
  shell: string,
  page: PublicPage,
  rendered: RenderedPage,
  guardSrc: string,
  { screenChunks = [], framed }: PageOptions = {},
): string {
  const stylesheets = (framed?.stylesheets ?? []).map(
    (href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`,
  );
  return htmlDocument(shell, {
    guard: {
      src: guardSrc,
      preloads: screenChunks,
      attributes: framed ? START_WHEN_STALE : undefined,
    },
    headStart: heroPreload(rendered.html),
    headEnd: stylesheets,
    title: rendered.title,
    description: rendered.description,
    root: {
      markup: rendered.html,
      renderedFor: page.path,
      noscript: page.needsScript === true,
    },
  });
}
