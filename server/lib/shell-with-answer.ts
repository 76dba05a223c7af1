import { escapeHtml } from '../../src/lib/rendered-page/shell-markup';

/**
 * The app shell as the server sends it when its render was late or skipped
 * (docs/decisions/ops-overload.md), in two parts around the answer: `first` ends where the
 * answer goes (before `</body>`), `tail` closes the page. `head` ends <head> as on any shell
 * page (runtime config, the screen's stylesheets and chunks), plus the chunk that takes the
 * answer over. No first-call meta: the page brings the call's answer, so neither the boot script
 * nor the entry sends the call. The entry is a deferred module script, so it runs once the whole
 * page, answer included, has arrived.
 */
export function shellWithAnswer(
  shell: string,
  head: string,
  servedChunk: string,
): { first: string; tail: string } {
  const preload = `<link rel="modulepreload" crossorigin href="${escapeHtml(servedChunk)}">`;
  const html = shell.replace('</head>', () => `${head}${preload}</head>`);
  const at = html.lastIndexOf('</body>');
  if (at === -1) throw new Error('index.html has no </body>');
  return { first: html.slice(0, at), tail: html.slice(at) };
}
