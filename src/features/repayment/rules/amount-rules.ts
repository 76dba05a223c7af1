import { endOfManilaDay, type SavedRepaymentInfo } from '../../../lib/storage/saved-info-rules';
import type { DefDetail } from '../api/repayment-types';
import type { RepayKind } from './payment-sheet-rules';

/** Detail rows shown while the instalment product card is folded (SPEC.md section 9). */
export const FOLDED_ROWS = 2;

/** The pay-code card shows only when the default pay code is defined and non-empty. */
export function payCodeOf(
  defDetail: (Partial<Omit<DefDetail, 'payCode'>> & { payCode?: string | null }) | null | undefined,
): string | null {
  const code = defDetail?.payCode?.trim();
  return code ? code : null;
}

/** isShowReyTop = 1 shows the tip image (the server may send 1 or '1'). */
export function showsTip(flag: number | string | undefined): boolean {
  return Number(flag) === 1;
}

/** Total payment on the saved code page: repayAmount, else the rollover's delayAmount. */
export function savedTotal(
  info: Pick<SavedRepaymentInfo, 'repayAmount' | 'delayInfo'>,
): number | null {
  if (info.repayAmount !== undefined) return info.repayAmount;
  return info.delayInfo?.delayAmount ?? null;
}

/**
 * What tapping the pay-code card saves (SPEC.md section 3, "Repayment info"): whose and which
 * order's it is, and until when it may be shown as payable (end of the day in Manila).
 */
export function savedInfoFrom(input: {
  kind: RepayKind;
  amount: number;
  defDetail: DefDetail;
  payCode: string;
  userId: string;
  orderId: string;
  productId: string;
  now: number;
}): SavedRepaymentInfo {
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
    expiresAt: endOfManilaDay(input.now),
  };
  return input.kind === 'instalment'
    ? { ...base, repayAmount: input.amount }
    : { ...base, delayInfo: { delayAmount: input.amount } };
}
