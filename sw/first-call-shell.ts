/// <reference lib="webworker" />
import { screenForPath } from '../src/config/screen-for-path';
import type { ScreenName } from '../src/config/paths';
import { firstCallMetaTag, type FirstCallWire } from '../src/contract/first-call-wire';
import { htmlDocument } from '../src/lib/rendered-page/html-document';
import { rewrittenHtml } from './rewrite-html';

/** The route → first-call map's wire facts (src/contract/first-calls.ts), inlined by the build. */
declare const __FIRST_CALL_WIRES__: Partial<Record<ScreenName, FirstCallWire>>;

/**
 * The precached shell with the navigated screen's first-call meta, as the server writes it
 * (docs/decisions/performance-boot-preload.md): the shell was installed from `/index.html`, which
 * names no call, so without this the boot script in it would do nothing with the worker.
 */
export async function withFirstCall(shell: Response, url: URL): Promise<Response> {
  const screen = screenForPath(url.pathname);
  const wire = screen ? __FIRST_CALL_WIRES__[screen] : undefined;
  if (!shell.ok || !wire) return shell;
  // First in <head>, before the boot script that reads it, in place of any the shell names.
  const html = htmlDocument(await shell.text(), { headStart: [firstCallMetaTag(wire)] });
  return rewrittenHtml(shell, html);
}
