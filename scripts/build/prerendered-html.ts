import type { PublicPage, RenderedPage } from '../../src/prerender/public-pages.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

const ROOT = /<div id="root">[\s\S]*?<\/div>\s*(<noscript>[\s\S]*?<\/noscript>)/;

/**
 * The built shell with a page's markup in #root (marked with its lower-case path, which the
 * client compares before hydrating: src/app/prerendered.ts) and its own title and description.
 * The paint guard (src/prerender/paint-guard.ts) goes just before #root, so it runs before the
 * markup can paint. The shell's "turn on JavaScript" note stays only where the page needs
 * JavaScript to do what it is for.
 */
export function pageHtml(
  shell: string,
  page: PublicPage,
  rendered: RenderedPage,
  guardSrc: string,
): string {
  if (!ROOT.test(shell)) throw new Error('index.html: #root followed by <noscript> not found');
  if (!/<title>[^<]*<\/title>/.test(shell)) throw new Error('index.html: <title> not found');
  if (!/<meta\s+name="description"\s+content="[^"]*"/.test(shell))
    throw new Error('index.html: <meta name="description"> not found');
  const marker = escapeHtml(page.path.toLowerCase());
  return shell
    .replace(
      ROOT,
      (_match, noscript: string) =>
        `<script src="${escapeHtml(guardSrc)}"></script>\n    ` +
        `<div id="root" data-prerendered="${marker}">${rendered.html}</div>` +
        (page.needsScript ? `\n    ${noscript}` : ''),
    )
    .replace(/<title>[^<]*<\/title>/, () =>
      rendered.title ? `<title>${escapeHtml(rendered.title)}</title>` : '<title>PesoLoan</title>',
    )
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, start: string, end: string) => `${start}${escapeHtml(rendered.description)}${end}`,
    );
}
