import { clearSession } from '../session/session';
import { STORAGE_KEYS } from './storage-keys';

function safely(run: () => void): void {
  try {
    run();
  } catch {
    // Storage unavailable (private mode, webview): nothing was kept there.
  }
}

/**
 * Going back to login forgets everything kept for the borrower on this device: saved repayment
 * info, complaint order number and draft, payment attempts and the session.
 */
export async function forgetBorrower(): Promise<void> {
  // Loaded on demand: most screens never go back to login, so they don't ship the store.
  const { clearRepaymentInfo } = await import('./repayment-info-store');
  await clearRepaymentInfo();
  safely(() => {
    window.localStorage.removeItem(STORAGE_KEYS.complaintOrderNo);
    window.localStorage.removeItem(STORAGE_KEYS.complaintDraft);
  });
  safely(() => {
    const attempts: string[] = [];
    for (let index = 0; index < window.sessionStorage.length; index += 1) {
      const key = window.sessionStorage.key(index);
      if (key?.startsWith(STORAGE_KEYS.paymentAttemptPrefix)) attempts.push(key);
    }
    attempts.forEach((key) => window.sessionStorage.removeItem(key));
  });
  clearSession();
}
