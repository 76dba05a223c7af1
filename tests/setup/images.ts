import type { Page } from 'playwright-core';

/**
 * Every `<img>` of the page served from `origin`, and whether it really rendered (loaded with
 * a size): a cross-origin image the CSP or the browser refuses shows as not loaded.
 */
export async function imagesFrom(
  page: Page,
  origin: string,
): Promise<Array<{ src: string; loaded: boolean }>> {
  const prefix = origin.endsWith('/') ? origin : `${origin}/`;
  return page.locator('img').evaluateAll(
    (images, from) =>
      images
        .filter((image): image is HTMLImageElement => image instanceof HTMLImageElement)
        .filter((image) => image.currentSrc.startsWith(from))
        .map((image) => ({
          src: image.currentSrc,
          loaded: image.complete && image.naturalWidth > 0,
        })),
    prefix,
  );
}

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
