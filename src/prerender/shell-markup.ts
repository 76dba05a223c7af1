/*
 * The built shell (index.html) as the build's prerendered pages and the server's rendered screens
 * both fill it in (scripts/build/prerendered-html.ts, server/lib/server-rendered-html.ts).
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

/** The shell's #root with its boot frame, and the `<noscript>` note after it (group 1). */
export const SHELL_ROOT = /<div id="root">[\s\S]*?<\/div>\s*(<noscript>[\s\S]*?<\/noscript>)/;

/** The shell with a page's own title (the app's name when the screen set none). */
export function withTitle(html: string, title: string | undefined): string {
  return html.replace(/<title>[^<]*<\/title>/, () =>
    title ? `<title>${escapeHtml(title)}</title>` : '<title>PesoLoan</title>',
  );
}
