import type { SavedRepaymentInfo } from '../../../lib/storage/saved-info-rules';
import type { DefDetail } from '../api/repayment-types';
import type { RepayKind } from './payment-sheet-rules';

/** What the instalment and rollover screens know when the pay-code card is tapped. */
export interface PayCodeTap {
  kind: RepayKind;
  amount: number;
  defDetail: DefDetail;
  payCode: string;
  userId: string;
  orderId: string;
  productId: string;
  now: number;
}

/**
 * What tapping the pay-code card saves (SPEC.md section 3, "Repayment info"): whose and which
 * order's it is, and until when it may be shown as payable (`expiresAt`: the end of the day in
 * Manila, `endOfManilaDay` of the dates module, which only the save's own chunk loads).
 */
export function savedInfoFrom(input: PayCodeTap, expiresAt: number): SavedRepaymentInfo {
  const base = {
    userId: input.userId,
    orderId: input.orderId,
    productId: input.productId,
    kind: input.kind,
    defDetail: {
      logo: input.defDetail.logo,
      payCode: input.payCode,
      title: input.defDetail.title,
      payNotice: input.defDetail.payNotice,
    },
    savedAt: input.now,
    expiresAt,
  };
  return input.kind === 'instalment'
    ? { ...base, repayAmount: input.amount }
    : { ...base, delayInfo: { delayAmount: input.amount } };
}

/** Total payment on the saved code page: repayAmount, else the rollover's delayAmount. */
export function savedTotal(
  info: Pick<SavedRepaymentInfo, 'repayAmount' | 'delayInfo'>,
): number | null {
  if (info.repayAmount !== undefined) return info.repayAmount;
  return info.delayInfo?.delayAmount ?? null;
}
