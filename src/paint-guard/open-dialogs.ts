import { OPEN_AT_LOAD } from '../lib/rendered-page/page-attributes';

/**
 * Opens each pop-up the server rendered open (`OPEN_AT_LOAD`) as a modal as the parser adds it, so
 * it paints with the page, in the top layer; the app's `Dialog` then finds it open and leaves it so
 * (src/components/dialog/dialog.tsx). Only for markup that is not stale.
 */
export function openDialogsAsParsed(): void {
  if (typeof HTMLDialogElement !== 'function') return;
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLDialogElement && node.hasAttribute(OPEN_AT_LOAD) && !node.open) {
          // Escape waits for the app too: closed natively now, the pop-up would open again once
          // the app takes it over (still open in its state).
          node.addEventListener('cancel', (event) => event.preventDefault());
          node.showModal();
        }
  });
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
}
