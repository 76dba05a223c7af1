import type { Channel } from '../api/repayment-types';
import type { RepayKind } from '../rules/payment-sheet-rules';
import { BarCodeDialog } from './bar-code-dialog';
import { VoucherSheet } from './voucher-sheet';

interface RepayOverlaysProps {
  /** Mounted from its first opening on, so closing keeps its state (the chosen channel). */
  sheet: { used: boolean; open: boolean; onClose: () => void };
  barCode: { used: boolean; open: boolean; onClose: () => void };
  channels: readonly Channel[];
  payment: { kind: RepayKind; productId: string; orderId: string; amount: number };
  payCode: string | null;
}

/**
 * What only a tap opens on the instalment and rollover screens, in one chunk loaded once the
 * screen has painted: the payment-method sheet (with the voucher request and the payment lock)
 * and the bar-code modal.
 */
export default function RepayOverlays({
  sheet,
  barCode,
  channels,
  payment,
  payCode,
}: RepayOverlaysProps) {
  return (
    <>
      {sheet.used ? (
        <VoucherSheet
          open={sheet.open}
          onClose={sheet.onClose}
          channels={channels}
          payment={payment}
        />
      ) : null}
      {payCode !== null && barCode.used ? (
        <BarCodeDialog open={barCode.open} onClose={barCode.onClose} payCode={payCode} />
      ) : null}
    </>
  );
}
