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

/** The shell's module scripts (the entry; the boot script, `async`) and module preloads. */
const MODULE_SCRIPT = /\s*<script type="module"([^>]*?) src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*? href="([^"]+)">/g;

/** What the app needs to start, taken out of the shell's <head> (see `pageHtml`). */
export interface AppStart {
  entry: string;
  preloads: string[];
}

export function withoutScripts(shell: string): { html: string; app: AppStart } {
  const scripts = [...shell.matchAll(MODULE_SCRIPT)];
  const entry = scripts.find(([, attributes]) => !/\basync\b/.test(attributes ?? ''))?.[2];
  if (!entry) throw new Error('index.html: the entry <script type="module"> not found');
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? '');
  return {
    html: shell.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    app: { entry, preloads },
  };
}

/**
 * The paint guard's tag (src/prerender/paint-guard.ts), carrying the app's entry and module
 * preloads, which it starts once the page has painted (src/prerender/start-after-paint.ts).
 */
export function guardTag(guardSrc: string, app: AppStart, attributes = ''): string {
  const preloads = [...new Set(app.preloads)].join(' ');
  const data = `data-app="${escapeHtml(app.entry)}" data-preload="${escapeHtml(preloads)}"`;
  return `<script src="${escapeHtml(guardSrc)}" ${data}${attributes ? ` ${attributes}` : ''}></script>`;
}
