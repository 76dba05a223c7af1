import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SavedRepaymentInfo } from '../../lib/storage/repayment-info-store';
import { withSession } from '../../lib/session/session';
import { paths } from '../../config/paths';

/** Tapping the pay-code card: save the repayment info on the device, then open the saved page. */
export function useOpenSavedCode() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function open(info: SavedRepaymentInfo) {
    if (busy) return;
    setBusy(true);
    try {
      // The store loads on the tap, not with the screen (the saved page's warm-up has usually
      // brought it already). Failing to persist is reported by the saved page itself (it reads
      // `persisted`).
      const { saveRepaymentInfo } = await import('../../lib/storage/repayment-info-store');
      await saveRepaymentInfo(info);
      // The saved page shows this order's copy (and only this borrower's).
      void navigate(withSession(paths.repaymentCodeSaved.path, { orderId: info.orderId }));
    } finally {
      setBusy(false);
    }
  }
  return { open, busy };
}
