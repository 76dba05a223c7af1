import { useEffect } from 'react';
import { withFeedback } from '../../lib/api/feedback';
import { paymentLockName } from '../../lib/locks/lock-names';
import { withTabLock } from '../../lib/locks/tab-lock';
import { openServerLink } from '../../lib/links/open-server-link';
import { useTapGuard } from '../../lib/react/use-tap-guard';
import { showToast } from '../../lib/toast/toast';
import { common } from '../../strings/common';
import { repaymentSheetStrings as t } from '../../strings/repayment-sheet';
import { generateVoucher } from './api/generate-voucher';
import { voucherPayload, type RepayKind } from './rules/payment-sheet-rules';

/**
 * 'Payment' in the sheet: one voucher per tap. The button stays locked while the voucher is
 * requested and while the browser leaves for payUrl (through the URL guard); another tab paying
 * the same loan holds the loan's tab lock, and then this one says so instead.
 */
export function useVoucherPayment(input: {
  kind: RepayKind;
  productId: string;
  orderId: string;
  amount: number;
}) {
  // A second tap before the re-render (a double tap) must not ask for a second voucher, nor
  // find this tab's own lock taken and unlock the button with "in another tab".
  const { busy, take, release } = useTapGuard();

  useEffect(() => {
    // Coming back from the pay page through the back-forward cache: unlock again.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) release();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [release]);

  async function pay(channelNumber: string) {
    if (!take()) return;
    try {
      // One voucher at a time per loan across tabs (and not while a card payment is in flight).
      const outcome = await withTabLock(paymentLockName(input.orderId), () =>
        withFeedback(() => generateVoucher(voucherPayload({ ...input, channelNumber })), {
          loadingText: common.loading,
        }),
      );
      if (!outcome.acquired) {
        release();
        showToast(t.paymentInProgressElsewhere);
        return;
      }
      // A refused pay page shows the refused-link dialog; the sheet unlocks for another method.
      if (openServerLink(outcome.value.payUrl) !== 'page') release();
    } catch {
      release();
    }
  }
  return { pay, busy };
}
