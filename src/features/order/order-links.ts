/** What the order detail opens links with: one chunk, asked for with the order. */
export { openNativeLink, openServerLink } from '../../lib/links/open-server-link';
export { guardUrl } from '../../lib/links/url-guard';
