import type { DataOf } from '../../../contract/endpoint';
import { inputOf } from '../../../contract/first-call';
import type { rolloverDetail } from '../../../contract/repayment';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { rolloverCall } from './rollover-call';

export type RolloverDetail = DataOf<typeof rolloverDetail>;

/** The rollover detail of one order (SPEC.md section 3); the screen shows a failed load itself. */
export function useRolloverDetail(productId = '', orderId = '') {
  return useApiQuery(
    rolloverCall.endpoint,
    inputOf(rolloverCall, { productId, orderId }),
    // The fee and the due date change while the borrower is away (a payment at a counter).
    { toast: false, revalidateOnFocus: true },
  );
}
