/*
 * The one function that writes a page's HTML from the built shell (index.html): the build's
 * prerendered pages (scripts/build/prerendered-html.ts), the server's rendered screens and shells
 * (server/pages/server-rendered-html.ts, static-files.ts, shell-with-answer.ts) and the worker's
 * cached shell (sw/loader-meta-shell.ts, sw/runtime-config.ts) all describe what their page adds,
 * and only this module edits the markup.
 */

import type { LoaderWire } from '../../contract/screen-loader';
import { LOADER_META } from './loader-markers';
import { RENDERED_FOR, renderedForPath } from './page-attributes';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

/** A `<meta name="…">` tag's name: such a tag replaces the page's own of that name. */
const META_NAME = /^<meta name="([\w-]+)"/;

/** The shell's #root with its boot frame, and the `<noscript>` note after it (group 1). */
const SHELL_ROOT = /<div id="root">[\s\S]*?<\/div>\s*(<noscript>[\s\S]*?<\/noscript>)/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /(<meta\s+name="description"\s+content=")[^"]*(")/;
/** The shell's module scripts (the entry; the boot script, `async`) and module preloads. */
const MODULE_SCRIPT = /\s*<script type="module"([^>]*?) src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*? href="([^"]+)">/g;

/** What one page says beyond the shell. Every part is optional: absent, the shell's stays. */
export interface PageParts {
  /**
   * The paint guard (src/paint-guard/paint-guard.ts), first in <head>: the shell's module scripts
   * and preloads leave <head> for its tag, with `preloads` (the screen's chunks), and it starts
   * them once the page has painted (src/paint-guard/start-after-paint.ts). `attributes` are more
   * of its tag's (already escaped). With `fetchEarly`, those modules are also fetched while the
   * page paints, at low priority, last in <head>, and still run only after the paint
   * (docs/decisions/first-paint.md).
   */
  guard?: { src: string; preloads?: readonly string[]; attributes?: string; fetchEarly?: boolean };
  /**
   * Tags first in <head> (after the guard): what a script there reads must be parsed before it
   * runs (the loader meta), or a request that must go before the stylesheets (the hero
   * image). A `<meta name>` tag replaces the page's own of that name, so a page (a cached shell
   * among them) never names two.
   */
  headStart?: readonly string[];
  /** Tags at the end of <head> (runtime config, stylesheets, preloads); metas as `headStart`. */
  headEnd?: readonly string[];
  /** The page's own title, escaped here. */
  title?: string;
  /** The page's meta description, escaped here. */
  description?: string;
  /**
   * Markup for #root in place of the boot frame, marked with the lower-case path it was rendered
   * for (src/lib/rendered-page/hydration.ts hydrates only that); `after` right after #root
   * (the loader data); the shell's "turn on JavaScript" note is kept only with `noscript`.
   */
  root?: { markup: string; renderedFor: string; after?: string; noscript: boolean };
}

/** The shell with one page's parts. Throws when the shell lacks a place a part goes in. */
export function htmlDocument(shell: string, parts: PageParts): string {
  const { guard, headStart = [], headEnd = [], title, description, root } = parts;
  let html = withoutMetas(shell, [...headStart, ...headEnd]);
  const tag = guard && guardTag(guard, html);
  const first = [...(tag ? [tag.html] : []), ...headStart];
  const early = tag && guard.fetchEarly ? tag.modules.map(lowPriorityPreload) : [];
  if (guard) html = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  html = place(html, ['<head>', '<head>'], (head) => `${head}${first.join('')}`);
  html = place(html, ['</head>', '</head>'], (end) => `${[...headEnd, ...early].join('')}${end}`);
  if (title !== undefined)
    html = place(html, [TITLE, '<title>'], () => `<title>${escapeHtml(title)}</title>`);
  if (description !== undefined)
    html = place(
      html,
      [DESCRIPTION, '<meta name="description">'],
      (_m, start: string, end: string) => {
        return `${start}${escapeHtml(description)}${end}`;
      },
    );
  if (root)
    html = place(html, [SHELL_ROOT, '#root followed by <noscript>'], (_match, noscript: string) => {
      const marker = escapeHtml(renderedForPath(root.renderedFor));
      const note = root.noscript ? `\n    ${noscript}` : '';
      return `<div id="root" ${RENDERED_FOR}="${marker}">${root.markup}</div>${root.after ?? ''}${note}`;
    });
  return html;
}

/** The `<meta name="first-call">` naming a screen's loader, or nothing for a screen without one. */
export function loaderMetaTag(wire: LoaderWire | undefined): string {
  return wire ? `<meta name="${LOADER_META}" content="${escapeHtml(JSON.stringify(wire))}">` : '';
}

/** A page cut where a streamed part goes, before `</body>` (the loader data). */
export function splitAtBodyEnd(html: string): { first: string; tail: string } {
  const at = html.lastIndexOf('</body>');
  if (at === -1) throw new Error('index.html has no </body>');
  return { first: html.slice(0, at), tail: html.slice(at) };
}

function place(
  html: string,
  [where, name]: [string | RegExp, string],
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- String#replace's own signature
  replacer: (match: string, ...groups: any[]) => string,
): string {
  const found = typeof where === 'string' ? html.includes(where) : where.test(html);
  if (!found) throw new Error(`index.html: ${name} not found`);
  return html.replace(where, replacer);
}

function withoutMetas(html: string, tags: readonly string[]): string {
  return tags.reduce((page, tag) => {
    const name = META_NAME.exec(tag)?.[1];
    return name ? page.replace(new RegExp(`<meta name="${name}" content="[^"]*">`, 'g'), '') : page;
  }, html);
}

/** A module fetched (and parsed) while the page paints, run only once the guard starts the app. */
const lowPriorityPreload = (href: string) =>
  `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(href)}">`;

/**
 * The paint guard's tag, carrying the app's entry and module preloads (the shell's, then the
 * page's own), which it starts once the page has painted; and those modules, entry first.
 */
function guardTag(
  guard: NonNullable<PageParts['guard']>,
  shell: string,
): { html: string; modules: string[] } {
  const scripts = [...shell.matchAll(MODULE_SCRIPT)];
  const entry = scripts.find(([, attributes]) => !/\basync\b/.test(attributes ?? ''))?.[2];
  if (!entry) throw new Error('index.html: the entry <script type="module"> not found');
  const shellPreloads = [...shell.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? '');
  const preloads = [...new Set([...shellPreloads, ...(guard.preloads ?? [])])];
  const data = `data-app="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}"`;
  const more = guard.attributes ? ` ${guard.attributes}` : '';
  return {
    html: `<script src="${escapeHtml(guard.src)}" ${data}${more}></script>`,
    modules: [entry, ...preloads],
  };
}
