import { OPEN_AT_LOAD } from '../lib/rendered-page/page-attributes';

/**
 * Opens each pop-up the server rendered open (`OPEN_AT_LOAD`) as a modal the moment the parser
 * adds it, before the page paints: the borrower sees it with the page instead of once the app
 * and the pop-up's code have arrived, in the top layer with its backdrop, as the app would show
 * it. The app's `Dialog` then finds it open and leaves it so (src/components/dialog/dialog.tsx).
 * Only for markup that is not stale: a hidden page must not hold a modal over the fresh one.
 */
export function openDialogsAsParsed(): void {
  if (typeof HTMLDialogElement !== 'function') return;
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLDialogElement && node.hasAttribute(OPEN_AT_LOAD) && !node.open) {
          // Escape waits for the app too, as every tap does: closed natively now, the pop-up
          // would open again once the app has taken it over (it is still open in its state).
          // The app's own handler prevents the native close as well, then closes it itself.
          node.addEventListener('cancel', (event) => event.preventDefault());
          node.showModal();
        }
  });
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
}
