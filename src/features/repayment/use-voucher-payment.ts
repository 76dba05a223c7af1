import { useEffect, useState } from 'react';
import { withFeedback } from '../../lib/api/feedback';
import { openServerLink } from '../../lib/links/open-server-link';
import { common } from '../../strings/common';
import { generateVoucher } from './api/generate-voucher';
import { voucherPayload, type RepayKind } from './rules/payment-sheet-rules';

/**
 * 'Payment' in the sheet: one voucher per tap. The button stays locked while the voucher is
 * requested and while the browser leaves for payUrl (through the URL guard).
 */
export function useVoucherPayment(input: {
  kind: RepayKind;
  productId: string;
  orderId: string;
  amount: number;
}) {
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Coming back from the pay page through the back-forward cache: unlock again.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  async function pay(channelNumber: string) {
    if (busy) return;
    setBusy(true);
    try {
      const { payUrl } = await withFeedback(
        () => generateVoucher(voucherPayload({ ...input, channelNumber })),
        { loadingText: common.loading },
      );
      // A refused pay page shows the refused-link dialog; the sheet unlocks for another method.
      if (openServerLink(payUrl) !== 'page') setBusy(false);
    } catch {
      setBusy(false);
    }
  }
  return { pay, busy };
}
