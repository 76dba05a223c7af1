import { saveRepaymentInfo } from '../../lib/storage/repayment-info-store';
import { endOfManilaDay } from './dates/manila-dates';
import { savedInfoFrom, type PayCodeTap } from './rules/saved-code-rules';

/**
 * The pay-code card's save: the repayment info on the device, with its owner and its expiry (the
 * end of the day in Manila). Only a tap needs it (with the store, the saved info's rules and the
 * dates module), so it loads after the first render.
 */
export function savePayCode(tap: PayCodeTap) {
  return saveRepaymentInfo(savedInfoFrom(tap, endOfManilaDay(tap.now)));
}
