/// <reference lib="webworker" />
import type { LoaderWire } from '../src/contract/screen-loader';
import { loaderMetaTag, htmlDocument } from '../src/lib/rendered-page/html-document';
import { rewrittenHtml } from './rewrite-html';
import { screenForPath } from '../src/config/screen-for-path';
import { workerScreens } from './worker-screens';

/**
 * The precached shell with the navigated screen's loader meta (`first-call`), as the server writes
 * it (docs/decisions/first-paint.md): the shell was installed from `/index.html`, which
 * names no loader, so without this the boot script in it would do nothing with the worker.
 */
export async function withLoaderMeta(shell: Response, url: URL): Promise<Response> {
  const screen = screenForPath(url.pathname);
  const wire: LoaderWire | undefined = screen ? workerScreens.wires[screen] : undefined;
  if (!shell.ok || !wire) return shell;
  // First in <head>, before the boot script that reads it, in place of any the shell names.
  const html = htmlDocument(await shell.text(), { headStart: [loaderMetaTag(wire)] });
  return rewrittenHtml(shell, html);
}
