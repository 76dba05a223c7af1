import * as v from 'valibot';
import { PayNoticeSchema } from '../../contract/repayment';
import { STORAGE_KEYS } from './storage-keys';

/**
 * Rules of the saved repayment info (DECISIONS.md section 6, docs/decisions/repayment-saved-code.md):
 * one record per borrower and order, carrying who and which order it is for, when it was saved
 * and when it stops being payable.
 */
export const SavedRepaymentInfoSchema = v.object({
  /** The borrower it belongs to (empty when the link carried no userId). */
  userId: v.string(),
  orderId: v.string(),
  productId: v.string(),
  /** Which repayment screen it came from, for the way back when it has expired. */
  kind: v.picklist(['instalment', 'rollover']),
  /** Hundredths; absent for a rollover. */
  repayAmount: v.optional(v.number()),
  delayInfo: v.optional(v.object({ delayAmount: v.number() })),
  defDetail: v.object({
    logo: v.string(),
    payCode: v.string(),
    title: v.optional(v.string()),
    payNotice: PayNoticeSchema,
  }),
  /** Epoch ms when it was saved. */
  savedAt: v.number(),
  /** Epoch ms after which it is not shown as payable (the next midnight in Manila when saved). */
  expiresAt: v.number(),
});

export type SavedRepaymentInfo = v.InferOutput<typeof SavedRepaymentInfoSchema>;

export function isExpired(info: Pick<SavedRepaymentInfo, 'expiresAt'>, now: number): boolean {
  return now >= info.expiresAt;
}

/** The storage key of one borrower's info for one order. */
export function savedInfoKey(userId: string, orderId: string): string {
  return `${STORAGE_KEYS.repaymentInfoPrefix}${encodeURIComponent(userId)}/${encodeURIComponent(orderId)}`;
}

export interface SavedInfoQuery {
  userId: string;
  /** The order of the current link; absent: the borrower's latest saved copy. */
  orderId?: string;
}

/**
 * Which record the saved-code page may show: only the borrower's own, for the asked order, else
 * (no order asked) their latest. Never another borrower's, whatever the store holds.
 */
export function pickSavedInfo(
  records: readonly SavedRepaymentInfo[],
  query: SavedInfoQuery,
): SavedRepaymentInfo | null {
  const own = records.filter(
    (record) =>
      record.userId === query.userId &&
      (query.orderId === undefined || record.orderId === query.orderId),
  );
  return own.reduce<SavedRepaymentInfo | null>(
    (latest, record) => (latest === null || record.savedAt > latest.savedAt ? record : latest),
    null,
  );
}

/** Records a save may drop: other borrowers' (defence in depth) and expired ones. */
export function staleRecords(
  records: readonly SavedRepaymentInfo[],
  userId: string,
  now: number,
): SavedRepaymentInfo[] {
  return records.filter((record) => record.userId !== userId || isExpired(record, now));
}
