import { screenPath } from '../../config/screen-for-path';
import { hasNativeBridge } from '../../lib/bridge/native-bridge';
import { nativeActions } from '../../lib/bridge/native-actions';
import { withSession, type OrderParams } from '../../lib/session/session';

export const LOAN_DETAIL_SOURCE = 'loanDetail';
/** `from` of the card repayment page's "Bind a new card" link (SPEC.md section 2). */
export const PAYWAY_SOURCE = 'payway';

/** The order page the borrower returns to: the session, this link's order and source=loanDetail. */
export function orderReturnUrl(order: Pick<OrderParams, 'orderId' | 'productId'>): string {
  return withSession(screenPath('orderDetail'), {
    orderId: order.orderId,
    productId: order.productId,
    source: LOAN_DETAIL_SOURCE,
  });
}

/**
 * The card repayment page of the same loan, as the "Bind a new card" link left it: the order,
 * product, amount and coupon this screen's link carried over (docs/decisions/bank-card-for-paying.md).
 */
export function paymentReturnUrl(order: OrderParams): string {
  return withSession(screenPath('cardRepayment'), {
    orderId: order.orderId,
    productId: order.productId,
    withholdingAmount: order.withholdingAmount,
    couponId: order.couponId,
    couponMoney: order.couponMoney,
  });
}

/** Where a successful save leads: the order detail, the payment it was opened from, or nowhere. */
export type BindingReturn =
  | { to: 'close' }
  | { to: 'loanDetail'; order: Pick<OrderParams, 'orderId' | 'productId'> }
  | { to: 'payment'; order: OrderParams; state: unknown };

/**
 * After a successful save (SPEC.md section 4): the native end-bank hook, then
 * - opened by the native app to bind its payout account: close-webview;
 * - from the order detail: the order page (in a plain browser the close-webview fallback, history
 *   back, would race that navigation, so it is skipped there);
 * - from the card repayment page (`from=payway`): back to that payment, inside the native app too,
 *   with no close-webview: the borrower is in the middle of paying, and the page's own state
 *   handed back, so it chooses the new card.
 */
export function finishBinding(
  next: BindingReturn,
  navigate: (url: string, state?: unknown) => void,
): void {
  nativeActions.endBank();
  if (next.to === 'payment') {
    navigate(paymentReturnUrl(next.order), next.state);
    return;
  }
  if (next.to === 'close') {
    nativeActions.closeWebView();
    return;
  }
  if (hasNativeBridge()) nativeActions.closeWebView();
  navigate(orderReturnUrl(next.order));
}
