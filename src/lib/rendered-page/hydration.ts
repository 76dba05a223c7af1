import { isStored } from '../storage/is-stored';
import { setAsideMarkup } from './stale-mark';
import { staleIfStoredKey } from './stored-state';

/** What the browser knows of the reader of a page that arrived with markup in #root. */
export interface Reader {
  /** The language the page will show (the build and the server render English). */
  language: string;
  /**
   * What a page the server rendered says it was rendered for, once the entry has read it
   * (src/boot/page-loader-data.ts); the paint guard, before it, knows none of it.
   */
  page?: {
    /** The tab's session holds no more than the link (the server saw only the link). */
    sameSession: boolean;
    /** The phone's time zone is the one the dates were formatted in (or nothing was). */
    sameZone: boolean;
    /** The language the server's call asked the API in. */
    language: string;
    /** The page's call can be made from this session (else the screen shows what is missing). */
    callable: boolean;
  };
}

/**
 * The one rule for "is the markup in #root this reader's?" (docs/decisions/first-paint.md), asked
 * by the paint guard before paint and again by the entry with what a server-rendered page carries.
 * Not for another language, a legacy hash address, a device holding the state the page names
 * (./stored-state.ts), or another session or time zone: <html> gets `MARKUP_STALE`, which hides
 * the markup, and the app renders afresh.
 */
export function judgeMarkup({ language, page }: Reader): boolean {
  const fits =
    language === 'en' &&
    !window.location.hash.startsWith('#/') &&
    !isStored(staleIfStoredKey()) &&
    (!page || (page.sameSession && page.sameZone && page.callable && page.language === language));
  if (!fits) setAsideMarkup();
  return fits;
}
