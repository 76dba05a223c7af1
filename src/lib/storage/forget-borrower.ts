import { queueForgetting } from './forgetting-queue';
import { STORAGE_KEYS } from './storage-keys';

function safely(run: () => void): void {
  try {
    run();
  } catch {
    // Storage unavailable (private mode, webview): nothing was kept there.
  }
}

function removeByPrefix(storage: Storage, prefix: string): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}

/**
 * Forgets everything the device kept for the borrower: complaint order number and draft, payment
 * attempts (under their prefix in sessionStorage and localStorage alike), the owner marker, and
 * the saved repayment info with its marker. Used when going back to login and when a link names
 * another borrower. Web storage is cleared before this returns; the IndexedDB part finishes
 * later, and `borrowerForgotten()` (./forgetting-queue.ts) lets readers of that store wait for
 * it. The session itself is the caller's business (a new borrower's link replaces it;
 * back-to-login clears it).
 */
export function forgetBorrower(): Promise<void> {
  safely(() => {
    window.localStorage.removeItem(STORAGE_KEYS.complaintOrderNo);
    window.localStorage.removeItem(STORAGE_KEYS.complaintDraft);
    window.localStorage.removeItem(STORAGE_KEYS.borrowerOwner);
    window.localStorage.removeItem(STORAGE_KEYS.repaymentInfoSaved);
  });
  safely(() => removeByPrefix(window.sessionStorage, STORAGE_KEYS.paymentAttemptPrefix));
  safely(() => removeByPrefix(window.localStorage, STORAGE_KEYS.paymentAttemptPrefix));
  // Loaded on demand: most screens never read the store, so they don't ship it. Chained on the
  // previous run, so two quick switches clear in order.
  return queueForgetting(async () => {
    const { clearRepaymentInfo } = await import('./repayment-info-store');
    await clearRepaymentInfo();
  });
}
