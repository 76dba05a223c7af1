/**
 * Set on <html> by the paint guard (src/prerender/paint-guard.ts) when the prerendered markup in
 * #root is not what this visitor will see; base.css hides that markup while it is set.
 */
export const PRERENDER_STALE = 'data-prerender-stale';

/**
 * Set on <html> once the app has taken the page over (src/app/mount.ts). Until then a
 * prerendered page is HTML and CSS only: its links work, its forms must not submit natively
 * (the paint guard holds them), and end-to-end tests wait for it before they tap.
 */
export const APP_STARTED = 'data-app-started';

/**
 * On the paint guard's tag of a server-rendered page: a storage key that makes the markup stale
 * on a device holding it (./stored-state.ts).
 */
export const STALE_IF_STORED = 'data-stale-if-stored';

/**
 * On a `<dialog>` the server rendered open (a pop-up the screen shows as it opens, such as the
 * loan confirmation's promotion): the paint guard opens it as the modal it is while the page is
 * parsed, so it paints with the page (src/prerender/open-dialogs.ts).
 */
export const OPEN_AT_LOAD = 'data-open-at-load';
