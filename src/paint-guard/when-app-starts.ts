import { APP_STARTED } from '../lib/rendered-page/page-attributes';

/** The app has taken the page over (src/app/mount.ts). */
export const appHasStarted = (doc: Document): boolean =>
  doc.documentElement.hasAttribute(APP_STARTED);

/**
 * Runs `then` once the app marks the page as its own: right after it has asked React to hydrate
 * (or render) #root, before React has done so. Callbacks run in the order they were registered,
 * so the paint guard gives the reader's input back before it replays a tap that reads it.
 */
export function whenAppStarts(doc: Document, then: () => void): void {
  new MutationObserver((_records, observer) => {
    if (!appHasStarted(doc)) return;
    observer.disconnect();
    then();
  }).observe(doc.documentElement, { attributes: true, attributeFilter: [APP_STARTED] });
}
