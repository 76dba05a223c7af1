import { saveRepaymentInfo } from '../../lib/storage/repayment-info-store';
import { savedInfoFrom, type PayCodeTap } from './rules/saved-code-rules';

/**
 * The pay-code card's save: the repayment info on the device, with its owner and expiry. Only a
 * tap needs it (with the store and the saved info's rules), so it loads after the first render.
 */
export function savePayCode(tap: PayCodeTap) {
  return saveRepaymentInfo(savedInfoFrom(tap));
}
