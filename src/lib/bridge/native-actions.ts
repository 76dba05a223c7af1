import { guardUrl } from '../links/url-guard';
import { clearSession } from '../session/session';
import { postToNative, type BridgePayload } from './native-bridge';

/**
 * The actions screens call. Each posts to the native shell when there is one and otherwise
 * does the browser fallback of DECISIONS.md section 5.
 */
/** Local data written for the borrower: saved repayment info, complaint order number, session. */
export const COMPLAINT_ORDER_KEY = 'complaint.orderNo';

async function forgetBorrower(): Promise<void> {
  // Loaded on demand: most screens never go back to login, so they don't ship the store.
  const { clearRepaymentInfo } = await import('../storage/repayment-info-store');
  await clearRepaymentInfo();
  try {
    window.localStorage.removeItem(COMPLAINT_ORDER_KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
  clearSession();
}

export const nativeActions = {
  openPage(url: string): void {
    if (postToNative('openPage', { url })) return;
    const link = guardUrl(url);
    if (link.kind === 'page') window.location.assign(link.url);
  },
  closeWebView(): void {
    if (postToNative('closeWebView')) return;
    if (window.history.length > 1) window.history.back();
    else window.location.assign('/');
  },
  goHome(): void {
    if (!postToNative('goHome')) window.location.assign('/');
  },
  goMine(): void {
    if (!postToNative('goMine')) window.location.assign('/');
  },
  /** Going back to login forgets everything this device kept for the borrower. */
  async backToLogin(): Promise<void> {
    await forgetBorrower();
    if (!postToNative('backToLogin')) window.location.assign('/');
  },
  callPhone(phone: string): void {
    if (postToNative('callPhone', { phone })) return;
    const digits = phone.replace(/[^\d+]/g, '');
    if (digits) window.location.href = `tel:${digits}`;
  },
  goToRate(): void {
    postToNative('goToRate');
  },
  confirmBurialPoint(payload: BridgePayload): void {
    postToNative('confirmBurialPoint', payload);
  },
  startBank(): void {
    postToNative('startBank');
  },
  endBank(): void {
    postToNative('endBank');
  },
  trackEvent(moduleId: number, positionId: number, extra: BridgePayload = {}): void {
    postToNative('trackEvent', { moduleId, positionId, ...extra });
  },
};
