import type { DataOf } from '../../../contract/endpoint';
import { loaderInput } from '../../../contract/screen-loader';
import type { rolloverDetail } from '../../../contract/repayment';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { rolloverLoader } from './rollover-loader';

export type RolloverDetail = DataOf<typeof rolloverDetail>;

/** The rollover detail of one order (SPEC.md section 3); the screen shows a failed load itself. */
export function useRolloverDetail(productId = '', orderId = '') {
  return useApiQuery(
    rolloverLoader.endpoint,
    loaderInput(rolloverLoader, { productId, orderId }),
    // The fee and the due date change while the borrower is away (a payment at a counter).
    { toast: false, revalidateOnFocus: true },
  );
}
