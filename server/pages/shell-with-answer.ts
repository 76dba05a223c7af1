import {
  escapeHtml,
  htmlDocument,
  splitAtBodyEnd,
} from '../../src/lib/rendered-page/html-document';

/**
 * The app shell as the server sends it when its render was late or skipped
 * (docs/decisions/ops-overload.md), in two parts around the answer: `first` ends where the
 * answer goes (before `</body>`), `tail` closes the page. `head` ends <head> as on any shell
 * page (runtime config, the screen's stylesheets and chunks), plus the chunk that takes the
 * answer over and what it imports. No loader meta: the page brings the loader data, so neither
 * the boot script nor the entry sends the call. The entry is a deferred module script, so it runs once the whole
 * page, answer included, has arrived.
 */
export function shellWithAnswer(
  shell: string,
  head: string,
  loaderDataChunks: readonly string[],
): { first: string; tail: string } {
  const preloads = loaderDataChunks.map(
    (chunk) => `<link rel="modulepreload" crossorigin href="${escapeHtml(chunk)}">`,
  );
  return splitAtBodyEnd(htmlDocument(shell, { headEnd: [head, ...preloads] }));
}
