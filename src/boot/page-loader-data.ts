import type { LoaderWire } from '../contract/screen-loader';
import { LOADER_DATA_ID } from '../lib/rendered-page/loader-markers';
import type { LoaderData } from '../lib/api/loader-data';
import type { RawAnswer } from '../lib/api/raw-answer';
import { language } from '../lib/i18n/language';
import { languageOf, type Language } from '../lib/i18n/language-rule';
import { captureSession, parseSession, SESSION_KEYS } from '../lib/session/session';
import { judgeMarkup } from '../lib/rendered-page/hydration';
import { setAsideMarkup } from '../lib/rendered-page/stale-mark';
import { isStored } from '../lib/storage/is-stored';
import { staleIfStoredKey } from '../lib/rendered-page/stored-state';
import { checkLoaderWire } from './read-loader-wire';
import { loaderRequest } from '../lib/api/request-parts';
import { startLoaderCall } from './start-loader-call';

/**
 * What a server-rendered page carries (docs/decisions/first-paint.md), written by
 * src/lib/api/loader-data-tag.ts: the loader and its answer the page was rendered with (none
 * for a screen that calls nothing), and the UTC offset dates were formatted in (minutes).
 */
export interface PageLoaderData {
  loaded?: { call: LoaderWire; answer: RawAnswer };
  /** Null for the app shell with the answer and no markup: any time zone may use it. */
  offset: number | null;
  /** The language the server's call asked the API for (`Accept-Language`). */
  language: Language;
}

/**
 * The loader data the page carries, or undefined: none, or one that does not read as such
 * (checked by hand, as the boot script checks the loader meta).
 */
export function readPageLoaderData(): PageLoaderData | undefined {
  try {
    const { call, answer, offset, ...rest } = JSON.parse(
      document.getElementById(LOADER_DATA_ID)?.textContent as string,
    ) as { call: unknown; answer: RawAnswer | null; offset: unknown; language?: unknown };
    if (typeof offset !== 'number' && offset !== null) return undefined;
    const asked = languageOf(typeof rest.language === 'string' ? rest.language : null);
    if (!asked) return undefined;
    if (call === null && answer === null) return { offset, language: asked };
    const wire = checkLoaderWire(call);
    // The answer's text is what the request layer reads as JSON; its status and Retry-After it
    // reads as they are (src/lib/api/parse-envelope.ts).
    if (wire && typeof answer?.text === 'string')
      return { loaded: { call: wire, answer }, offset, language: asked };
  } catch {
    // No answer in the page (nothing to parse), or not an object.
  }
  return undefined;
}

/**
 * Run by the entry before the first render of a server-rendered page (its own chunk). If the one
 * rule (src/lib/rendered-page/hydration.ts) finds the page rendered for this session, time zone and
 * language, its answer goes to SWR's cache (src/lib/api/loader-data.ts) and the markup is
 * hydrated; else the app renders afresh and the call goes as on any page, unless the device holds
 * the state the page names (src/lib/rendered-page/stored-state.ts): the screen decides from it.
 */
export function pageLoaderData(): LoaderData | undefined {
  const page = readPageLoaderData();
  const search = window.location.search;
  // The same capture the app ran before (idempotent for the same link; a link for another
  // borrower has already forgotten the previous one's data, attempts included).
  const session = captureSession(search);
  if (!page) {
    // An answer that does not read as one: the screen calls for itself, on fresh markup.
    setAsideMarkup();
    return undefined;
  }
  const link = parseSession(search);
  const { loaded } = page;
  const request = loaded && loaderRequest(loaded.call, session);
  const fits = judgeMarkup({
    language,
    page: {
      sameSession: SESSION_KEYS.every((value) => link[value] === session[value]),
      sameZone: page.offset === null || page.offset === new Date().getTimezoneOffset(),
      // The server asked the API in its language (English): a page that will show another asks
      // for its own answer, in its own language.
      language: page.language,
      callable: !loaded || request !== undefined,
    },
  });
  if (fits)
    return (
      loaded && {
        wire: loaded.call,
        answer: Promise.resolve(loaded.answer),
        arrived: loaded.answer,
      }
    );
  // A device holding what the page names: the screen decides from that state whether to call.
  return loaded && !isStored(staleIfStoredKey()) ? startLoaderCall(loaded.call) : undefined;
}
