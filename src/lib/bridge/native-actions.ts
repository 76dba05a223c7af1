import { clearSession } from '../session/session';
import { forgetBorrower } from '../storage/forget-borrower';
import { isIos, postToNative, type BridgePayload } from './native-bridge';

/**
 * The actions screens call. Each posts to the native shell when there is one and otherwise
 * does the browser fallback of DECISIONS.md section 5. An app link (`pesoloan://…`) goes
 * through `openNativeLink` (lib/links/open-server-link.ts) and its link policy, which only the
 * screens that open one download: the card and voucher repayment screens call these actions
 * but open no app link, and do without the link guard's code on their first visit.
 */
export const nativeActions = {
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
    clearSession();
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
  /** SPEC.md section 4: after a card repayment the native repayment dialog closes (not on iOS). */
  dismissRepayDialog(): void {
    if (!isIos()) postToNative('dismissRepayDialog');
  },
  trackEvent(moduleId: number, positionId: number, extra: BridgePayload = {}): void {
    postToNative('trackEvent', { moduleId, positionId, ...extra });
  },
};
