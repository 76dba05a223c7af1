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
   * localStorage prefix: a card payment attempt per order (key, card, state, record id), shared
   * by the borrower's tabs so none sends a second payment for an attempt that may have gone through.
   */
  paymentAttemptPrefix: 'repay.attempt.',
  /** localStorage prefix: a tab lock's lease where the browser has no Web Locks (also the lock names). */
  tabLockPrefix: 'lock.',
  /** localStorage: the complaint order number (SPEC.md section 2). */
  complaintOrderNo: 'complaintOrderNo',
  /** localStorage: the unsent complaint draft (text and uploaded image URLs). */
  complaintDraft: 'complaintDraft',
  /**
   * sessionStorage: the language (`en` or `fil`) the native app's `lang` or the switch chose for
   * this session; localStorage: the switch's choice kept on the device (docs/decisions/i18n-filipino.md).
   */
  language: 'app.language',
  /** localStorage: a random id for a promotion visitor (no personal data). */
  promotionDeviceId: 'promotion.deviceId',
  /**
   * Cache Storage, written by the worker only: the latest `GET /app-config.json` answer (the
   * deployment's host lists and the CSP built from them; no borrower data), so the cached shell
   * carries the current lists (docs/decisions/links-runtime-hosts.md).
   */
  runtimeConfigCache: 'runtime-config-v1',
  /**
   * IndexedDB (borrower-pwa/saved): saved repayment info, one record per borrower and order
   * under `repaymentInfo/<userId>/<orderId>` (SPEC.md section 3, DECISIONS.md section 6).
   */
  repaymentInfoPrefix: 'repaymentInfo/',
  /**
   * localStorage: `1` while this device may hold saved repayment info (no data of it), so a page
   * the server rendered as "nothing saved" is set aside on a device that holds a copy
   * (src/server-render/server-loaders.ts). Written with each save, removed with the copies.
   */
  repaymentInfoSaved: 'repaymentInfo.saved',
} as const;
