import { paths } from '../../config/paths';
import { hasNativeBridge } from '../../lib/bridge/native-bridge';
import { nativeActions } from '../../lib/bridge/native-actions';
import { withSession, type OrderParams } from '../../lib/session/session';

export const LOAN_DETAIL_SOURCE = 'loanDetail';

/** The order page the borrower returns to: the session, this link's order and source=loanDetail. */
export function orderReturnUrl(order: Pick<OrderParams, 'orderId' | 'productId'>): string {
  return withSession(paths.orderDetail.path, {
    orderId: order.orderId,
    productId: order.productId,
    source: LOAN_DETAIL_SOURCE,
  });
}

/**
 * After a successful save (SPEC.md section 4): the native end-bank and close-webview hooks, then,
 * when the borrower came from the order detail, the order page. In a plain browser the
 * close-webview fallback (history back) would race the navigation, so it is skipped there.
 */
export function finishBinding(
  fromLoanDetail: boolean,
  navigate: (url: string) => void,
  order: Pick<OrderParams, 'orderId' | 'productId'>,
): void {
  nativeActions.endBank();
  if (!fromLoanDetail) {
    nativeActions.closeWebView();
    return;
  }
  if (hasNativeBridge()) nativeActions.closeWebView();
  navigate(orderReturnUrl(order));
}
