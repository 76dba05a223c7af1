import type { DefDetail } from '../api/repayment-types';

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
