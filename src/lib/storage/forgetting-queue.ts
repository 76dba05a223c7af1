/*
 * The IndexedDB part of forgetting a borrower (./forget-borrower.ts) finishes after the call
 * returns; readers of that store (./repayment-info-store.ts) wait for it here. Apart from both,
 * so the store does not import the module that loads it on demand.
 */

let pending: Promise<void> = Promise.resolve();

/** Runs `work` after every forgetting started so far, so two quick switches clear in order. */
export function queueForgetting(work: () => Promise<void>): Promise<void> {
  const run = pending.then(work);
  pending = run.catch(() => undefined);
  return pending;
}

/** Resolves once every forgetting started so far has finished (never rejects). */
export function borrowerForgotten(): Promise<void> {
  return pending;
}
