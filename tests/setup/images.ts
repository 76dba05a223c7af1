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
