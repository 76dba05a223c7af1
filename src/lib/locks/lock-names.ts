/**
 * Names of the tab locks (src/lib/locks/tab-lock.ts), in one place because features share them:
 * a card payment and a voucher for the same loan exclude each other.
 */
export function paymentLockName(orderId: string): string {
  return `payment:${orderId}`;
}

/** Pushing a loan for a product (loan confirm, both screens). */
export function loanPushLockName(productId: string): string {
  return `loan-push:${productId}`;
}
