import type { LoaderWire } from '../../contract/screen-loader';
import { LOADER_DATA_ID } from '../rendered-page/loader-markers';
import type { RawAnswer } from './raw-answer';
import { language } from '../i18n/language';
import { STALE_IF_STORED } from '../rendered-page/page-attributes';
import { escapeHtml } from '../rendered-page/html-document';

/**
 * The `<script type="application/json">` a server-rendered page carries its loader data in (read
 * by src/boot/page-loader-data.ts): the loader's wire facts (`call`) and its answer, both null for
 * a screen that calls nothing when it opens (the page still says whom and which time zone it was
 * rendered for):
 * data, never run, so the CSP's `script-src 'self'` stays. `<` is escaped so no text in the
 * answer can close the element.
 *
 * `offset` null: the page is the app shell with the answer and no markup (the server's render
 * was late or skipped, docs/decisions/ops-overload.md), so dates formatted in the server's zone
 * are not at stake and any device uses the answer. `staleIfStored` names the storage key that
 * makes the answer not this device's to take, as the paint guard's tag does on a rendered page
 * (src/lib/rendered-page/stored-state.ts reads either). `language` is the language the call
 * asked the API for (`Accept-Language`, the renderer's own: English): a page that will show
 * another language does not use the answer and asks for its own.
 */
export function loaderDataTag(
  loaded: { call: LoaderWire; answer: RawAnswer } | undefined,
  offset: number | null,
  staleIfStored?: string,
): string {
  const json = JSON.stringify({
    call: loaded?.call ?? null,
    answer: loaded?.answer ?? null,
    offset,
    language,
  }).replace(/</g, '\\u003c');
  const stored = staleIfStored ? ` ${STALE_IF_STORED}="${escapeHtml(staleIfStored)}"` : '';
  return `<script type="application/json" id="${LOADER_DATA_ID}"${stored}>${json}</script>`;
}
