import { useState } from 'react';
import { useNavigate } from 'react-router';
import { saveRepaymentInfo, type SavedRepaymentInfo } from '../../lib/storage/repayment-info-store';
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
      // Failing to persist is reported by the saved page itself (it reads `persisted`).
      await saveRepaymentInfo(info);
      // The saved page shows this order's copy (and only this borrower's).
      void navigate(withSession(paths.repaymentCodeSaved.path, { orderId: info.orderId }));
    } finally {
      setBusy(false);
    }
  }
  return { open, busy };
}
