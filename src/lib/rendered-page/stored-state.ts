import { STALE_IF_STORED } from './page-attributes';

/*
 * A server-rendered page whose screen shows something else on a device holding some stored state
 * (card repayment: an attempt for the loan, src/server-render/server-loaders.ts) names that storage
 * key on its paint guard's tag. The guard hides the markup when the device holds it, and the
 * entry then renders the page afresh without the server's answer (src/boot/page-loader-data.ts).
 */

/** The key the page's guard names, when it names one. */
export function staleIfStoredKey(): string | undefined {
  return (
    document.querySelector(`script[${STALE_IF_STORED}]`)?.getAttribute(STALE_IF_STORED) ?? undefined
  );
}
