import { FIRST_ANSWER_ID, type FirstCallWire } from '../contract/first-call';
import type { FirstAnswer } from '../lib/api/first-answer';
import type { RawAnswer } from '../lib/api/raw-answer';
import { language } from '../lib/i18n/language';
import { languageOf, type Language } from '../lib/i18n/language-rule';
import { captureSession, parseSession, SESSION_KEYS } from '../lib/session/session';
import { judgeMarkup } from '../lib/rendered-page/hydration';
import { setAsideMarkup } from '../lib/rendered-page/stale-mark';
import { isStored } from '../lib/storage/is-stored';
import { staleIfStoredKey } from '../lib/rendered-page/stored-state';
import { checkFirstCall } from './read-first-call';
import { firstCallRequest } from '../lib/api/request-parts';
import { startFirstCall } from './start-first-call';

/**
 * What a page the server rendered carries (docs/decisions/first-paint.md): the screen's first
 * call and its first answer, the one the server got and rendered the page with (neither for a
 * screen that calls nothing when it opens), and the offset from UTC of the time zone it
 * formatted dates in (`Date#getTimezoneOffset`, minutes). Written by the server
 * (src/lib/api/first-answer-tag.ts).
 */
export interface PageAnswer {
  first?: { call: FirstCallWire; answer: RawAnswer };
  /** Null for the app shell with the answer and no markup: any time zone may use it. */
  offset: number | null;
  /** The language the server's call asked the API for (`Accept-Language`). */
  language: Language;
}

/**
 * The first answer the page carries, or undefined: none, or one that does not read as such
 * (checked by hand, as the boot script checks the first-call meta).
 */
export function readPageAnswer(): PageAnswer | undefined {
  try {
    const { call, answer, offset, ...rest } = JSON.parse(
      document.getElementById(FIRST_ANSWER_ID)?.textContent as string,
    ) as { call: unknown; answer: RawAnswer | null; offset: unknown; language?: unknown };
    if (typeof offset !== 'number' && offset !== null) return undefined;
    const asked = languageOf(typeof rest.language === 'string' ? rest.language : null);
    if (!asked) return undefined;
    if (call === null && answer === null) return { offset, language: asked };
    const wire = checkFirstCall(call);
    // The answer's text is what the request layer reads as JSON; its status and Retry-After it
    // reads as they are (src/lib/api/parse-envelope.ts).
    if (wire && typeof answer?.text === 'string')
      return { first: { call: wire, answer }, offset, language: asked };
  } catch {
    // No answer in the page (nothing to parse), or not an object.
  }
  return undefined;
}

/**
 * Run by the entry before the first render of a page the server rendered (its own chunk, which
 * that page preloads; no other page loads it). Rendered for this very session and time zone,
 * the page's first answer is the screen's (the entry puts it in SWR's cache:
 * src/lib/api/first-answer.ts) and the markup is hydrated. Else (this tab keeps more session
 * values than the link carries, so its request differs; the phone is in another time zone; the
 * page will show another language than the one the server asked the API in) the markup is set
 * aside by the one rule (src/lib/rendered-page/hydration.ts), the app renders afresh, and the
 * call goes as on any page. On a device holding the state the page names (a payment attempt for
 * the loan, src/lib/rendered-page/stored-state.ts) the app renders afresh too, and the screen
 * decides from that state whether to call at all. A screen that calls nothing when it opens is
 * hydrated or rendered afresh by the same rule.
 */
export function firstAnswerOfPage(): FirstAnswer | undefined {
  const page = readPageAnswer();
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
  const { first } = page;
  const request = first && firstCallRequest(first.call, session);
  const fits = judgeMarkup({
    language,
    page: {
      sameSession: SESSION_KEYS.every((value) => link[value] === session[value]),
      sameZone: page.offset === null || page.offset === new Date().getTimezoneOffset(),
      // The server asked the API in its language (English): a page that will show another asks
      // for its own answer, in its own language.
      language: page.language,
      callable: !first || request !== undefined,
    },
  });
  if (fits)
    return (
      first && { wire: first.call, answer: Promise.resolve(first.answer), arrived: first.answer }
    );
  // A device holding what the page names: the screen decides from that state whether to call.
  return first && !isStored(staleIfStoredKey()) ? startFirstCall(first.call) : undefined;
}
