import type { Locator, Page } from 'playwright-core';

/**
 * Every word of the matched elements' text that the layout split over two lines (a Range over
 * the word has more than one client rect): "Processi/ng" is reported as "Processing".
 */
export function brokenWords(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((nodes) => {
    const broken: string[] = [];
    for (const node of nodes) {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const content = text.textContent ?? '';
        for (const match of content.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          if (range.getClientRects().length > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/** The matched elements' text nodes whose computed font size is under `min` px, with the size. */
export function smallText(locator: Locator, min: number): Promise<string[]> {
  return locator.evaluateAll(
    (nodes, least) =>
      nodes.flatMap((node) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          const parent = text.parentElement;
          const words = text.textContent?.trim() ?? '';
          if (!parent || words === '') continue;
          const size = parseFloat(getComputedStyle(parent).fontSize);
          if (size < least) found.push(`${words} (${size}px)`);
        }
        return found;
      }),
    min,
  );
}

/**
 * The matched elements' words that lie outside the viewport or outside a box that clips them
 * (an ancestor with hidden overflow, or the element itself): what the borrower cannot read.
 */
export function clippedWords(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((nodes) => {
    const clipped: string[] = [];
    const inside = (box: DOMRect, outer: DOMRect) =>
      box.left >= outer.left - 0.5 &&
      box.right <= outer.right + 0.5 &&
      box.top >= outer.top - 0.5 &&
      box.bottom <= outer.bottom + 0.5;
    for (const node of nodes) {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const content = text.textContent ?? '';
        for (const match of content.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const box = range.getBoundingClientRect();
          const viewport = new DOMRect(0, 0, window.innerWidth, Number.POSITIVE_INFINITY);
          let ok = box.left >= -0.5 && box.right <= viewport.right + 0.5;
          for (let box2 = text.parentElement; ok && box2 && box2 !== node.parentElement;) {
            const style = getComputedStyle(box2);
            if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
              ok = inside(box, box2.getBoundingClientRect());
            }
            box2 = box2.parentElement;
          }
          if (!ok) clipped.push(match[0]);
        }
      }
    }
    return clipped;
  });
}

/** Sets the page's font for every element (a phone whose system font is wider or narrower). */
export async function forceFont(page: Page, family: string): Promise<void> {
  await page.addStyleTag({ content: `* { font-family: '${family}' !important; }` });
}
