import { useEffect, useState } from 'react';
import { Button } from '../../../components/button/button';
import { repaymentStrings as t } from '../../../strings/repayment';
import type { Channel, DefDetail } from '../api/repayment-types';
import { payCodeOf, savedInfoFrom } from '../rules/amount-rules';
import type { RepayKind } from '../rules/payment-sheet-rules';
import { useOpenSavedCode } from '../use-open-saved-code';
import { useVoucherPayment } from '../use-voucher-payment';
import { BarCodeDialog } from './bar-code-dialog';
import { PayCodeCard } from './pay-code-card';
import { PaymentMethodSheet } from './payment-method-sheet';

export interface RepayExtrasInput {
  kind: RepayKind;
  /** The borrower the saved info belongs to. */
  userId: string;
  productId: string;
  orderId: string;
  /** Hundredths: repayAmount (instalment) or delayInfo.delayAmount (rollover). */
  amount: number;
  defDetail: DefDetail | null | undefined;
  channels: readonly Channel[];
}

/**
 * What the instalment and rollover screens share: the pay-code card, the bar-code modal and the
 * payment-method sheet with its voucher request.
 */
export function useRepayExtras(input: RepayExtrasInput) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const [barCodeOpen, setBarCodeOpen] = useState(false);
  const saved = useOpenSavedCode();
  const voucher = useVoucherPayment(input);
  const payCode = payCodeOf(input.defDetail);

  useEffect(() => {
    // Warm the saved-code screen so it opens even if the signal drops right after this.
    void import('../repayment-code-saved-route');
  }, []);

  const payCodeCard =
    payCode !== null && input.defDetail ? (
      <PayCodeCard
        logo={input.defDetail.logo}
        title={input.defDetail.title}
        payCode={payCode}
        busy={saved.busy}
        onShowBarCode={() => setBarCodeOpen(true)}
        onOpen={() => {
          if (!input.defDetail) return;
          void saved.open(
            savedInfoFrom({
              kind: input.kind,
              amount: input.amount,
              defDetail: input.defDetail,
              payCode,
              userId: input.userId,
              orderId: input.orderId,
              productId: input.productId,
              now: Date.now(),
            }),
          );
        }}
      />
    ) : null;

  const payButton = (
    <Button block disabled={input.channels.length === 0} onClick={() => setSheetOpen(true)}>
      {t.paymentMethod}
    </Button>
  );

  const overlays = (
    <>
      <PaymentMethodSheet
        open={sheetOpen}
        onClose={() => {
          if (!voucher.busy) setSheetOpen(false);
        }}
        channels={input.channels}
        busy={voucher.busy}
        onPay={(channel) => void voucher.pay(channel)}
      />
      {payCode !== null ? (
        <BarCodeDialog open={barCodeOpen} onClose={() => setBarCodeOpen(false)} payCode={payCode} />
      ) : null}
    </>
  );

  return { payCodeCard, payButton, overlays };
}
