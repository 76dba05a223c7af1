/**
 * Every key the app writes to client storage, in one place (see SECURITY.md). Anything not
 * listed here must not be stored; the security sweep test enforces the list.
 */
export const STORAGE_KEYS = {
  /** sessionStorage: the borrower's own session parameters, no order values (DECISIONS.md 4). */
  session: 'borrower.session',
  /**
   * localStorage: the userId whose data the device keeps (drafts, attempts, saved info), so a
   * link for another borrower forgets it even in a fresh webview with an empty sessionStorage.
   */
  borrowerOwner: 'borrower.owner',
  /** sessionStorage: one-time reload guards of the worker health check and chunk recovery. */
  healthReloadGuard: 'pwa.healthReloaded',
  preloadReloadGuard: 'pwa.preloadReloaded',
  /**
   * Prefix of a card repayment's attempt per order (idempotency key), so a reload reuses it.
   * sessionStorage today, localStorage once attempts are shared between tabs: forgetting a
   * borrower clears the prefix from both.
   */
  paymentAttemptPrefix: 'repay.attempt.',
  /** localStorage: the complaint order number (SPEC.md section 2). */
  complaintOrderNo: 'complaintOrderNo',
  /** localStorage: the unsent complaint draft (text and uploaded image URLs). */
  complaintDraft: 'complaintDraft',
  /** localStorage: a random id for a promotion visitor (no personal data). */
  promotionDeviceId: 'promotion.deviceId',
  /**
   * IndexedDB (borrower-pwa/saved): saved repayment info, one record per borrower and order
   * under `repaymentInfo/<userId>/<orderId>` (SPEC.md section 3, DECISIONS.md section 6).
   */
  repaymentInfoPrefix: 'repaymentInfo/',
} as const;
