/**
 * Layout checks that run in the page (self-contained: each is sent as source text). They read
 * what the borrower sees: where text wraps, what covers what.
 */

/** The words inside elements matching `selector` that wrap mid-word ("Processi/ng"). */
export function wordsBrokenAcrossLines(selector: string): string[] {
  const broken: string[] = [];
  for (const element of Array.from(document.querySelectorAll(selector))) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        if (tops.size > 1) broken.push(match[0]);
      }
    }
  }
  return broken;
}

/**
 * The names of the buttons (by text) that another element covers at their centre: what a tap
 * there would hit instead.
 */
export function coveredButtons(names: string[]): string[] {
  return Array.from(document.querySelectorAll('button, a[href]'))
    .filter((element) => names.includes((element.textContent ?? '').trim()))
    .filter((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit === null || !(element === hit || element.contains(hit));
    })
    .map((element) => (element.textContent ?? '').trim());
}

/** The viewport rectangle of the first element matching `selector`, or null. */
export function rectOf(
  selector: string,
): { x: number; y: number; width: number; height: number } | null {
  const element = document.querySelector(selector);
  if (!element) return null;
  const { x, y, width, height } = element.getBoundingClientRect();
  return { x, y, width, height };
}

/**
 * What cannot be read inside `selector`: text drawn under 12 px, and pictures shown at less than
 * 60% of their own size (a drawing with words in it becomes unreadable when shrunk so).
 */
export function unreadable(selector: string): string[] {
  const found: string[] = [];
  for (const scope of Array.from(document.querySelectorAll(selector))) {
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.getClientRects().length === 0) continue;
      const size = parseFloat(getComputedStyle(parent).fontSize);
      if (size < 12) found.push(`${text} (${String(size)} px)`);
    }
    for (const image of Array.from(scope.querySelectorAll('img'))) {
      const shown = image.getBoundingClientRect().width;
      if (image.naturalWidth > 0 && shown > 0 && shown / image.naturalWidth < 0.6) {
        found.push(
          `${image.alt || image.src} (drawn at ${String(Math.round(shown))} of ${String(image.naturalWidth)} px)`,
        );
      }
    }
  }
  return found;
}
