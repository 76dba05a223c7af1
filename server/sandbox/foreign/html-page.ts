export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The stylesheet every foreign page uses (served by foreign-assets.ts). */
export const FOREIGN_STYLESHEET = '/assets/foreign.css';

/**
 * A foreign page: plain HTML, one stylesheet, no script. `site` names who runs the page (the
 * gateway, a partner lender, the lender's documents), shown in a band above the content so the
 * demo never looks like the app. Everything passed as text is escaped; `body` is trusted markup.
 */
export function htmlPage(options: { site: string; title: string; body: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><link rel="stylesheet" href="${FOREIGN_STYLESHEET}">
<title>${escapeHtml(options.title)}</title></head>
<body><header class="site">${escapeHtml(options.site)}</header>
<main><h1>${escapeHtml(options.title)}</h1>
${options.body}
</main></body></html>`;
}

/** A link that looks like a button (tap target of at least 44 px). */
export function linkButton(href: string, text: string): string {
  return `<a class="button secondary" href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
}
