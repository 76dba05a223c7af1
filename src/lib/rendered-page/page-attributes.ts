/**
 * On #root: the lower-case path its markup was rendered for (by the build or the server), as
 * `renderedForPath` writes it.
 */
export const RENDERED_FOR = 'data-rendered-for';

/** The path a page's markup is marked as rendered for: lower case, no trailing slash. */
export const renderedForPath = (urlPath: string) =>
  urlPath.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * The one mark of "the markup in #root is not this reader's" (src/lib/rendered-page/hydration.ts):
 * set on <html>, where the paint guard can set it before #root is parsed; base.css hides the
 * markup while it is set, and the app renders afresh instead of hydrating.
 */
export const MARKUP_STALE = 'data-markup-stale';

/**
 * Set on <html> once the app has taken the page over (src/app/mount.ts). Until then a page that
 * arrived with its markup is HTML and CSS only: its links work, and a tap on a control that needs
 * the app is kept by the paint guard and carried out once this is set (src/paint-guard/keep-taps.ts).
 */
export const APP_STARTED = 'data-app-started';

/**
 * Set on <html> while a tap the paint guard kept waits to be carried out or dropped, after the
 * app has started too (a control whose code is still on its way): what the tap will do has not
 * happened yet (src/paint-guard/keep-taps.ts).
 */
export const TAPS_WAITING = 'data-taps-waiting';

/**
 * On the paint guard's tag of a server-rendered page: a storage key that makes the markup stale
 * on a device holding it (./stored-state.ts).
 */
export const STALE_IF_STORED = 'data-stale-if-stored';

/**
 * On a `<dialog>` the server rendered open (a pop-up the screen shows as it opens, such as the
 * loan confirmation's promotion): the paint guard opens it as the modal it is while the page is
 * parsed, so it paints with the page (src/paint-guard/open-dialogs.ts).
 */
export const OPEN_AT_LOAD = 'data-open-at-load';
