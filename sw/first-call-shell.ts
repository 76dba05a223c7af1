/// <reference lib="webworker" />
import { firstCallMeta, withFirstCallMeta } from '../src/contract/first-call-tag';
import { rewrittenHtml } from './rewrite-html';

/**
 * The precached shell with the navigated screen's first-call meta, as the server writes it
 * (docs/decisions/performance-boot-preload.md): the shell was installed from `/index.html`, which
 * names no call, so without this the boot script in it would do nothing with the worker.
 */
export async function withFirstCall(shell: Response, url: URL): Promise<Response> {
  if (!shell.ok || !firstCallMeta(url.pathname)) return shell;
  return rewrittenHtml(shell, withFirstCallMeta(await shell.text(), url.pathname));
}
