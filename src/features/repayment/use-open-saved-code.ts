import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { screenPath } from '../../config/screen-for-path';
import { moduleForTap } from '../../lib/api/feedback';
import { loadModule } from '../../lib/react/loaded-component';
import { useTapGuard } from '../../lib/react/use-tap-guard';
import { withSession } from '../../lib/session/session';
import type { PayCodeTap } from './rules/saved-code-rules';

// The save (with the store and the saved info's rules) is for the tap, not the first paint.
const payCodeSave = () => import('./save-pay-code');

/**
 * Tapping the pay-code card: save the repayment info on the device, then open the saved page.
 * The save's code is fetched with the screen (the saved code must open offline too); a tap before
 * it has arrived waits for it, and one whose chunk cannot be fetched says there is no connection
 * and stays.
 */
export function useOpenSavedCode() {
  const navigate = useNavigate();
  const { busy, take, release } = useTapGuard();

  useEffect(() => {
    void loadModule(payCodeSave);
  }, []);

  async function open(tap: PayCodeTap) {
    if (!take()) return;
    try {
      // A chunk that cannot be fetched has said so (a toast): nothing is saved, the card stays.
      const save = await moduleForTap(payCodeSave).catch(() => undefined);
      if (!save) return;
      // Failing to persist is reported by the saved page itself (it reads `persisted`).
      await save.savePayCode(tap);
      // The saved page shows this order's copy (and only this borrower's).
      void navigate(withSession(screenPath('repaymentCodeSaved'), { orderId: tap.orderId }));
    } finally {
      release();
    }
  }
  return { open, busy };
}
