/// <reference lib="webworker" />
import type { FirstCallWire } from '../src/contract/first-call';
import { firstCallMetaTag, htmlDocument } from '../src/lib/rendered-page/html-document';
import { rewrittenHtml } from './rewrite-html';
import { screenForPath } from '../src/config/screen-for-path';
import { workerScreens } from './worker-screens';

/**
 * The precached shell with the navigated screen's first-call meta, as the server writes it
 * (docs/decisions/first-paint.md): the shell was installed from `/index.html`, which
 * names no call, so without this the boot script in it would do nothing with the worker.
 */
export async function withFirstCall(shell: Response, url: URL): Promise<Response> {
  const screen = screenForPath(url.pathname);
  const wire: FirstCallWire | undefined = screen ? workerScreens.wires[screen] : undefined;
  if (!shell.ok || !wire) return shell;
  // First in <head>, before the boot script that reads it, in place of any the shell names.
  const html = htmlDocument(await shell.text(), { headStart: [firstCallMetaTag(wire)] });
  return rewrittenHtml(shell, html);
}
