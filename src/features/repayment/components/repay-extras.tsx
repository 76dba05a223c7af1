import { Suspense, useEffect, useState } from 'react';
import { Button } from '../../../components/button/button';
import { moduleForTap } from '../../../lib/api/feedback';
import { loadedComponent, loadModule, warmModule } from '../../../lib/react/loaded-component';
import { repaymentStrings as t } from '../../../strings/repayment';
import type { Channel, DefDetail } from '../api/repayment-types';
import { payCodeOf } from '../rules/repay-screen-rules';
import type { ReminderFacts } from '../reminder/reminder-rules';
import type { RepayKind } from '../rules/payment-sheet-rules';
import { useOpenSavedCode } from '../use-open-saved-code';
import { PayCodeCard } from './pay-code-card';

// The sheet (with the voucher request and the payment lock) and the bar-code modal open on a tap:
// their code is fetched on intent (a finger coming to a control), and the tap opens them once it
// is here; a tap whose code cannot be fetched says there is no connection and leaves the screen as
// it was (docs/decisions/taps-survive-a-failed-chunk.md).
const overlaysModule = () => import('./repay-overlays');
/**
 * The saved-code screen's own module, fetched with this screen: the saved pay code is read
 * "online or offline" (DECISIONS.md section 6), so it must open when the signal drops right after.
 */
const savedCodeScreen = () => import('../repayment-code-saved-route');
const RepayOverlays = loadedComponent(overlaysModule);

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
  /** The due date (a rollover's next payment date) as the lender sends it. */
  repayDate: string;
  /** A rollover's plan, with what is due on the next payment date. */
  plan?: ReminderFacts['plan'];
}

/**
 * What the instalment and rollover screens share: the pay-code card, the bar-code modal, the
 * payment-method sheet with its voucher request, and the due line with its reminder (for the
 * amount banner).
 */
export function useRepayExtras(input: RepayExtrasInput) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const [barCodeOpen, setBarCodeOpen] = useState(false);
  // Mounted from the first tap on, so closing keeps the sheet's state (the chosen channel).
  const [sheetUsed, setSheetUsed] = useState(false);
  const [barCodeUsed, setBarCodeUsed] = useState(false);
  const saved = useOpenSavedCode();
  const payCode = payCodeOf(input.defDetail);
  /**
   * Shows the sheet or the bar code once their code is here (a second tap meanwhile shows the
   * same); a chunk that cannot be fetched has said so (the toast): nothing opens, nothing breaks.
   */
  const openWithCode = (show: () => void) =>
    void moduleForTap(overlaysModule).then(show, () => undefined);

  useEffect(() => {
    void loadModule(savedCodeScreen);
    warmModule(overlaysModule);
  }, []);

  const payCodeCard =
    payCode !== null && input.defDetail ? (
      <PayCodeCard
        defDetail={input.defDetail}
        payCode={payCode}
        amount={input.amount}
        busy={saved.busy}
        onShowBarCode={() =>
          openWithCode(() => {
            setBarCodeUsed(true);
            setBarCodeOpen(true);
          })
        }
        onOpen={() => {
          if (!input.defDetail) return;
          void saved.open({
            kind: input.kind,
            amount: input.amount,
            defDetail: input.defDetail,
            payCode,
            userId: input.userId,
            orderId: input.orderId,
            productId: input.productId,
            now: Date.now(),
          });
        }}
      />
    ) : null;

  const payButton = (
    <Button
      block
      disabled={input.channels.length === 0}
      onClick={() =>
        openWithCode(() => {
          setSheetUsed(true);
          setSheetOpen(true);
        })
      }
    >
      {t.paymentMethod}
    </Button>
  );

  const overlays =
    sheetUsed || barCodeUsed ? (
      <Suspense fallback={null}>
        <RepayOverlays
          sheet={{ used: sheetUsed, open: sheetOpen, onClose: () => setSheetOpen(false) }}
          barCode={{ used: barCodeUsed, open: barCodeOpen, onClose: () => setBarCodeOpen(false) }}
          channels={input.channels}
          payment={input}
          payCode={payCode}
        />
      </Suspense>
    ) : null;

  // The due line takes what it needs from the screen's own input (same values each render).
  return { payCodeCard, payButton, overlays, due: input };
}
