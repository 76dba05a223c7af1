/**
 * What a borrower sees a moment later: images on their way (a channel's logo or a product's from
 * the lender's CDN) are given a little while before a screenshot, so a blank tile is not mistaken
 * for a broken screen. An image that never comes (offline) is complete too, as broken.
 */
export const IMAGE_WAIT_MS = 1500;

/** Runs in the page: every image the document shows has arrived (or failed). */
export function imagesSettled(): boolean {
  return [...document.images].every((image) => image.complete || image.loading === 'lazy');
}
