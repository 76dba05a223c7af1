/** The link opener for the agreement titles and Next, loaded after the first render. */
export const linkOpener = () => import('../../lib/links/link-opener');
