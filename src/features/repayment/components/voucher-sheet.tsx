import type { Channel } from '../api/repayment-types';
import type { RepayKind } from '../rules/payment-sheet-rules';
import { useVoucherPayment } from '../use-voucher-payment';
import { PaymentMethodSheet } from './payment-method-sheet';

export interface VoucherSheetProps {
  open: boolean;
  onClose: () => void;
  channels: readonly Channel[];
  /** What the voucher is for. */
  payment: { kind: RepayKind; productId: string; orderId: string; amount: number };
}

/**
 * The payment-method sheet with the voucher request behind its 'Payment' button: one chunk with
 * the payment lock and the request, loaded once the screen has painted, since only a tap uses
 * them. The sheet stays open (and locked) while a voucher is requested.
 */
export function VoucherSheet({ open, onClose, channels, payment }: VoucherSheetProps) {
  const voucher = useVoucherPayment(payment);
  return (
    <PaymentMethodSheet
      open={open}
      onClose={() => {
        if (!voucher.busy) onClose();
      }}
      channels={channels}
      busy={voucher.busy}
      onPay={(channel) => void voucher.pay(channel)}
    />
  );
}
